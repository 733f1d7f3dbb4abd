import { mkdir, open, readFile, rm } from 'node:fs/promises';
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

/**
 * Takes the embedded database's folder for this process: PGlite itself takes no lock, and two
 * processes writing one folder corrupt it. The lock is a file holding the owner's pid, created
 * exclusively; one left by a process that died (kill -9, power loss) is taken over, since its
 * pid is no longer alive. Returns the release, which the process calls as it exits.
 */
export async function lockFolder(folder: string): Promise<() => Promise<void>> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE);
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
      throw new FolderLockedError(
        `The embedded database in ${folder} is in use by another process (pid ${owner}). ` +
          'Only one process may open it: stop that one first, or set DATABASE_URL to run several processes on PostgreSQL.',
      );
    }
    // Left by a process that is gone (or half-written by one that died creating it).
    await rm(file, { force: true });
  }
  throw new FolderLockedError(`Could not lock ${folder}: another process keeps taking it.`);
}
