import { createServer, request, type Server } from 'node:http';

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
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
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
