import { ScanLine } from 'lucide-react';
import { scansLeft } from '@/shared/rules/messages';
import { cn } from '@/web/lib/cn';
import { countForm, m } from '@/web/i18n/i18n';

export type ScansLeftBadgeProps = {
  photo: { maxScans: number; currentScans: number };
  className?: string;
};

/** How many more people may still discover the message, e.g. '3 scans left'. */
export function ScansLeftBadge({ photo, className }: ScansLeftBadgeProps) {
  const left = scansLeft(photo);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-border bg-surface-raised px-2 py-0.5 text-xs font-medium text-fg/90',
        left === 0 && 'border-danger/50 text-danger',
        className,
      )}
    >
      <ScanLine aria-hidden="true" className="size-3.5" />
      {countForm(left) === 'one'
        ? m.photos_scans_left_one({ count: left })
        : m.photos_scans_left_other({ count: left })}
    </span>
  );
}
