import { useCurrentUser } from '@/web/features/auth/api/get-current-user';
import { useOutbox } from '@/web/features/outbox/hooks/use-outbox';
import { latePart } from '@/web/lib/late-part';

const LateView = latePart(() =>
  import('@/web/features/outbox/components/outbox-panel-view').then(
    (module) => module.OutboxPanelView,
  ),
);

/**
 * The outbox, when something waits in it or was sent from it (outbox-panel-view.tsx). Its view
 * comes with the first entry or the page's first press, not with every page: most visits never
 * keep anything, and Login weighed over its 120 KB with it (page-weight.test.ts).
 */
export function OutboxPanel() {
  const { data: user } = useCurrentUser();
  const outbox = useOutbox(user?.id);
  return <LateView wanted={outbox.entries.length > 0} retry={outbox.entries} props={outbox} />;
}
