import { createHash } from 'node:crypto';
import { mkdir, open, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

export class FolderLockedError extends Error {}

const LOCK_FILE = 'underprint.pid';

/** Whether a process with this id is alive on this machine (signal 0 only checks). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockedBy(folder: string, owner: string): FolderLockedError {
  const who = /^\d+$/.test(owner) ? ` (pid ${owner})` : '';
  return new FolderLockedError(
    `The embedded database in ${folder} is in use by another process${who}. ` +
      'Only one process may open it: stop that one first, or set DATABASE_URL to run several processes on PostgreSQL.',
  );
}

/**
 * Takes the embedded database's folder for this process: PGlite itself takes no lock, and two
 * processes writing one folder corrupt it. Returns the release, which the process calls as it
 * exits.
 *
 * On Linux the lock is the kernel's: a listening socket in the abstract namespace, named after
 * the folder. Binding it is atomic, only one process can, and the kernel drops it the moment
 * its process dies (kill -9, a crash), so there is never a stale lock to take over and no race
 * between two processes taking over the same one. The pid file beside it only names the holder
 * in the refusal. Elsewhere, the pid file is the lock (created exclusively; one whose pid is
 * dead is taken over), which leaves that race open on those systems.
 */
export async function lockFolder(folder: string): Promise<() => Promise<void>> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE);
  if (process.platform === 'linux') return lockWithSocket(folder, file);
  return lockWithPidFile(folder, file);
}

async function lockWithSocket(folder: string, file: string): Promise<() => Promise<void>> {
  const digest = createHash('sha256')
    .update(await realpath(folder))
    .digest('hex');
  const name = `\0underprint-db-${digest.slice(0, 40)}`;
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(name, resolve);
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw lockedBy(folder, (await readFile(file, 'utf8').catch(() => '')).trim());
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  await writeFile(file, String(process.pid));
  return async () => {
    await rm(file, { force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

async function lockWithPidFile(folder: string, file: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw lockedBy(folder, String(owner));
    }
    // Left by a process that is gone (or half-written by one that died creating it).
    await rm(file, { force: true });
  }
  throw new FolderLockedError(`Could not lock ${folder}: another process keeps taking it.`);
}
