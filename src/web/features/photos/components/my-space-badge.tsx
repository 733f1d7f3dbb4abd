import { mySpaceBadge, type MySpaceBadge } from '@/shared/rules/messages';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

const tones: Record<MySpaceBadge, string> = {
  'Needs Top-up': 'border-danger/50 bg-danger/10 text-red-300',
  Discovered: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
  Hidden: 'border-primary/40 bg-primary/10 text-primary',
};

const words: Record<MySpaceBadge, () => string> = {
  'Needs Top-up': m.photos_badge_needs_top_up,
  Discovered: m.photos_badge_discovered,
  Hidden: m.photos_badge_hidden,
};

/** 'Needs Top-up', 'Discovered' or 'Hidden': where one of the user's own messages stands. */
export function MySpaceBadgeView({
  photo,
}: {
  photo: { needsReactivation: boolean; isUnlocked: boolean };
}) {
  const badge = mySpaceBadge(photo);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        tones[badge],
      )}
    >
      {words[badge]()}
    </span>
  );
}
