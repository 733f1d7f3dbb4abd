import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';

/**
 * A load balancer on loopback for the fleet test: each request goes to the next backend in
 * turn, body and headers as they came, so consecutive calls of one client land on different
 * processes.
 */
export async function startRoundRobinProxy(backends: number[]): Promise<{
  base: string;
  /** Requests each backend was given, in the order of `backends`. */
  counts: number[];
  close(): Promise<void>;
}> {
  const counts = backends.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next++ % backends.length;
    counts[index]! += 1;
    const forward = request(
      {
        host: '127.0.0.1',
        port: backends[index],
        method: incoming.method,
        path: incoming.url,
        headers: endToEnd(incoming.headers),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The headers without the hop-by-hop ones, as a proxy must (RFC 9110 7.6.1). Passing on a
 * backend's `Keep-Alive: timeout=72` told the client the proxy keeps an idle connection for
 * 72 s while it closes it after 5 s: a client reusing one then met ECONNRESET (the fleet test
 * failed so once, under load).
 */
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of ['connection', 'keep-alive', 'proxy-connection', 'upgrade']) delete kept[name];
  return kept;
}
