import { Bell, Compass, Eye, Gift, LifeBuoy, Wallet, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ActivityItem, ActivityKind } from '@/shared/contract/endpoints/activity';
import { Button } from '@/web/components/ui/button';
import { InlineError } from '@/web/components/ui/inline-error';
import { SectionCard } from '@/web/components/ui/section-card';
import { useActivity, useMarkActivitySeen } from '@/web/features/activity/api/activity-queries';
import { activityText, isNew } from '@/web/features/activity/model/activity-text';
import { formatDateTime } from '@/web/lib/format-date';
import { m } from '@/web/i18n/i18n';

const ICONS: Record<ActivityKind, LucideIcon> = {
  message_discovered: Eye,
  reward_received: Gift,
  reward_released: Wallet,
  ticket_answered: LifeBuoy,
  hunt_step_unlocked: Compass,
};

/** Shown at first; the rest on 'Show More'. */
const FIRST_SHOWN = 8;

/**
 * 'Activity': what happened to the user's messages, rewards, tickets and hunts. Seeing it is
 * reading it: the list marks itself seen up to its newest item, which clears the My tab's dot,
 * while the items that were new keep their mark until the user leaves.
 */
export function ActivityCard() {
  const activity = useActivity();
  const markSeen = useMarkActivitySeen();
  const [showAll, setShowAll] = useState(false);
  // What was seen when the card first had data: items after it are marked New while shown.
  const [seenWhenOpened, setSeenWhenOpened] = useState<string | null | undefined>(undefined);
  if (activity.data && seenWhenOpened === undefined) setSeenWhenOpened(activity.data.seenUpTo);

  const marked = useRef<string | null>(null);
  const newest = activity.data?.items[0]?.at ?? null;
  const unread = activity.data?.unread ?? 0;
  const { mutate } = markSeen;
  useEffect(() => {
    if (unread === 0 || newest === null || marked.current === newest) return;
    marked.current = newest;
    mutate(newest);
  }, [unread, newest, mutate]);

  const items = activity.data?.items ?? [];
  const shown = showAll ? items : items.slice(0, FIRST_SHOWN);
  return (
    <SectionCard
      title={m.activity_title()}
      icon={<Bell aria-hidden="true" className="size-5 text-primary" />}
      busy={activity.isPending}
    >
      {activity.isPending ? (
        <p className="text-sm text-muted">{m.activity_loading()}</p>
      ) : activity.isError ? (
        <InlineError message={m.activity_load_failed()} onRetry={() => void activity.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{m.activity_empty()}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-label={m.activity_recent()}>
            {shown.map((item) => (
              <ActivityRow
                key={item.id}
                item={item}
                fresh={seenWhenOpened !== undefined && isNew(item, seenWhenOpened)}
              />
            ))}
          </ul>
          {items.length > FIRST_SHOWN && (
            <Button variant="secondary" onClick={() => setShowAll((all) => !all)}>
              {showAll
                ? m.activity_show_less()
                : m.activity_show_more({ count: items.length - FIRST_SHOWN })}
            </Button>
          )}
        </>
      )}
    </SectionCard>
  );
}

function ActivityRow({ item, fresh }: { item: ActivityItem; fresh: boolean }) {
  const { title, detail } = activityText(item);
  const Icon = ICONS[item.kind];
  return (
    <li
      data-activity-kind={item.kind}
      className="flex items-start gap-3 rounded-xl border border-border bg-canvas/40 p-3"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-sm font-medium break-words">
          {title}
          {fresh && (
            <span className="ml-2 rounded-full bg-primary px-1.5 py-0.5 text-[0.65rem] font-semibold text-primary-fg align-middle">
              {m.activity_new()}
            </span>
          )}
        </p>
        {detail && <p className="truncate text-xs text-muted">{detail}</p>}
        <p className="text-xs text-muted">{formatDateTime(item.at)}</p>
      </div>
    </li>
  );
}
