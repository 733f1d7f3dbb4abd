import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/web/components/ui/use-toast';
import { useCurrentUser } from '@/web/features/auth/api/get-current-user';
import { invalidateMessageLists } from '@/web/features/photos/api/invalidate-message-lists';
import { invalidateAfterDiscovery } from '@/web/features/scan/api/invalidate-after-discovery';
import { appOutbox, onOutboxChange } from '@/web/features/outbox/model/app-outbox';
import type { OutboxEntry } from '@/web/features/outbox/model/outbox';
import { m } from '@/web/i18n/i18n';

const TITLE: Record<OutboxEntry['kind'], string> = {
  scan: m.outbox_scan_sent_title(),
  create: m.outbox_create_sent_title(),
};

/**
 * Sends what waits in the outbox for the signed-in user: at app start, whenever the browser
 * comes back online, and when a screen adds to it. Each outcome is told once, as a toast, and
 * what a sent scan or message changed is read again.
 */
export function OutboxRunner() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    const told = new Set<string>();
    const tell = async () => {
      for (const entry of await appOutbox.list(userId).catch(() => [])) {
        if (entry.status === 'waiting' || told.has(entry.id)) continue;
        told.add(entry.id);
        if (entry.status === 'refused') {
          toast({
            variant: 'destructive',
            title: m.outbox_not_sent(),
            description: entry.note ?? '',
          });
          continue;
        }
        toast({ title: TITLE[entry.kind], description: entry.note ?? '' });
        if (entry.kind === 'scan' && (entry.found ?? 0) > 0) invalidateAfterDiscovery(queryClient);
        if (entry.kind === 'create') invalidateMessageLists(queryClient);
      }
    };
    // What was settled before this page opened (by the worker, another tab) is shown, not told.
    const ready = appOutbox
      .list(userId)
      .then((entries) =>
        entries.forEach((entry) => entry.status !== 'waiting' && told.add(entry.id)),
      )
      .catch(() => undefined);
    const flush = (force = false) =>
      void ready.then(() => appOutbox.flush(userId, { force })).catch(() => undefined);
    const stop = onOutboxChange(() => void ready.then(tell));
    const online = () => flush(true);
    window.addEventListener('online', online);
    flush();
    // A send that failed with the browser still "online" (weak signal, a busy server) is tried
    // again when its wait is over: the `online` event would never come.
    const timer = window.setInterval(() => flush(), 30_000);
    return () => {
      stop();
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [userId, queryClient]);

  return null;
}
