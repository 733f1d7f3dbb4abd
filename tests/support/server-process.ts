import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type ServerProcess = {
  port: number;
  base: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with its exit code once it has exited. */
  exited(): Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * The real server in a child process on a free loopback port, with recorded OCR (the entry the
 * browser tests use) or, with `realOcr`, as `npm start` runs it; resolved once /api/health answers. `env` is all it sees besides PATH.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; timeoutMs?: number; realOcr?: boolean } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      options.realOcr ? 'src/server/main.ts' : 'tests/e2e/support/recorded-ocr-main.ts',
    ],
    {
      env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 100_000);
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    base,
    child,
    output: () => output,
    exited: () => exit,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exit;
    },
  };
}
