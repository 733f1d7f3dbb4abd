import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderLockedError, lockFolder } from '@/server/db/folder-lock';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'underprint-lock-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** A pid no process has any more: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** Another process trying for the lock (tests/support/hold-folder-lock.ts); its first line. */
function contender(holdMs: number, start: 'now' | 'on-go' = 'now') {
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    'tests/support/hold-folder-lock.ts',
    folder,
    String(holdMs),
    start,
  ]);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const line = (index: number) =>
    new Promise<string>((resolve) => {
      const check = () => {
        const lines = output.split('\n');
        if (lines.length > index + 1) resolve(lines[index]!);
      };
      child.stdout.on('data', check);
      child.once('exit', () => resolve(output.split('\n')[index] ?? output));
      check();
    });
  const said = line(start === 'on-go' ? 1 : 0);
  const ready = line(0);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, said, ready, exited };
}

describe('the embedded database folder lock', { timeout: 60_000 }, () => {
  it('refuses a second holder while the first is alive, naming it', async () => {
    const holder = contender(20_000);
    try {
      expect(await holder.said).toBe('locked');
      const attempt = lockFolder(folder);
      await expect(attempt).rejects.toBeInstanceOf(FolderLockedError);
      await expect(attempt).rejects.toThrow(`in use by another process (pid ${holder.child.pid})`);
    } finally {
      holder.child.kill('SIGKILL');
    }
  });

  it('is free again the moment its holder is killed with -9', async () => {
    const holder = contender(20_000);
    expect(await holder.said).toBe('locked');
    holder.child.kill('SIGKILL');
    await holder.exited;
    const release = await lockFolder(folder);
    expect(await readFile(path.join(folder, 'underprint.pid'), 'utf8')).toBe(String(process.pid));
    await release();
  });

  it('takes over a lock left by a process that died, and gives it back on release', async () => {
    await writeFile(path.join(folder, 'underprint.pid'), String(await deadPid()));
    const release = await lockFolder(folder);
    expect(await readFile(path.join(folder, 'underprint.pid'), 'utf8')).toBe(String(process.pid));
    await release();
    const again = await lockFolder(folder);
    await again();
  });

  it.runIf(process.platform === 'linux')(
    'gives a stale lock to exactly one of six processes racing for it',
    async () => {
      await writeFile(path.join(folder, 'underprint.pid'), String(await deadPid()));
      const racers = Array.from({ length: 6 }, () => contender(3_000, 'on-go'));
      expect(await Promise.all(racers.map((racer) => racer.ready))).toEqual(Array(6).fill('ready'));
      for (const racer of racers) racer.child.stdin.write('go\n');
      const said = await Promise.all(racers.map((racer) => racer.said));
      await Promise.all(racers.map((racer) => racer.exited));
      expect(said.filter((line) => line === 'locked')).toHaveLength(1);
      expect(said.filter((line) => line.startsWith('refused: '))).toHaveLength(5);
    },
  );
});
