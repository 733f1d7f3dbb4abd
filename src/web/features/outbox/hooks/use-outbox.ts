import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { appOutbox, onOutboxChange } from '@/web/features/outbox/model/app-outbox';
import type { OutboxEntry } from '@/web/features/outbox/model/outbox';

/** The user's outbox as it stands, read again whenever it changes (here, another tab, the worker). */
export function useOutbox(userId: number | undefined) {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    const read = () => {
      setTick((tick) => tick + 1);
      appOutbox
        .list(userId)
        .then((list) => current && setEntries(list))
        // IndexedDB unavailable (a private window in some browsers): nothing kept, nothing shown.
        .catch(() => current && setEntries([]));
    };
    read();
    const stop = onOutboxChange(read);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);

  return {
    entries: userId === undefined ? [] : entries,
    isSending: appOutbox.isSending,
    remove: useCallback((id: string) => appOutbox.remove(id), []),
    // Sent at once: the runner's next pass may be half a minute away.
    retry: useCallback(
      async (id: string, options?: { confirm?: boolean }) => {
        await appOutbox.retry(id, options);
        if (userId !== undefined) await appOutbox.flush(userId);
      },
      [userId],
    ),
  };
}

const subscribeOnline = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
};

/** Whether the browser says it has a connection; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
