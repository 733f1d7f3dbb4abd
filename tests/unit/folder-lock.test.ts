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

describe('the embedded database folder lock', () => {
  it('refuses a second holder while the first is alive, naming it', async () => {
    const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(folder, 'underprint.pid'), String(alive.pid));
      const attempt = lockFolder(folder);
      await expect(attempt).rejects.toBeInstanceOf(FolderLockedError);
      await expect(attempt).rejects.toThrow(`in use by another process (pid ${alive.pid})`);
    } finally {
      alive.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died, and gives it back on release', async () => {
    await writeFile(path.join(folder, 'underprint.pid'), String(await deadPid()));
    const release = await lockFolder(folder);
    expect(await readFile(path.join(folder, 'underprint.pid'), 'utf8')).toBe(String(process.pid));
    await release();
    const again = await lockFolder(folder);
    await again();
  });
});
