// A process that tries to take an embedded database folder's lock, says whether it got it, and
// holds it for a while: tests/unit/folder-lock.test.ts starts several at once.
import { FolderLockedError, lockFolder } from '../../src/server/db/folder-lock.ts';

const [folder, holdMs = '1500', start = 'now'] = process.argv.slice(2);
// 'on-go': loaded and ready, it waits for a line on stdin, so several start at the same instant.
if (start === 'on-go') {
  console.log('ready');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  process.stdin.pause();
}
try {
  const release = await lockFolder(folder!);
  console.log('locked');
  await new Promise((resolve) => setTimeout(resolve, Number(holdMs)));
  await release();
} catch (error) {
  if (!(error instanceof FolderLockedError)) throw error;
  console.log(`refused: ${error.message}`);
}
