import { photoStatus, type PhotoStatus } from '@/shared/rules/messages';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

const tones: Record<PhotoStatus, string> = {
  New: 'border-sky-400/40 bg-sky-400/10 text-sky-300',
  Linked: 'border-violet-400/40 bg-violet-400/10 text-violet-300',
  Unlocked: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
};

const words: Record<PhotoStatus, () => string> = {
  New: m.photos_status_new,
  Linked: m.photos_status_linked,
  Unlocked: m.photos_status_unlocked,
};

export type PhotoStatusBadgeProps = {
  photo: { isAnalyzed: boolean; isUnlocked: boolean };
  className?: string;
};

/** New → Linked (its text is recognised) → Unlocked (discovered at least once). */
export function PhotoStatusBadge({ photo, className }: PhotoStatusBadgeProps) {
  const status = photoStatus(photo);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        tones[status],
        className,
      )}
    >
      {words[status]()}
    </span>
  );
}
