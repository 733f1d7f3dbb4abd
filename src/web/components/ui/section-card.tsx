import { useId, type ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

type SectionCardProps = {
  title: string;
  /** A lucide icon element, shown before the title (decorative: aria-hidden is the caller's). */
  icon?: ReactNode;
  /** While its content loads: aria-busy for screen readers. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * One My Space card: a section named by its heading, with an optional icon. A card out of view
 * is not laid out or painted until it nears the viewport (content-visibility): My Space draws a
 * dozen of them at once, and laying out the ones below the fold was a long task of its first
 * load (issue 21). Their content stays in the accessibility tree and find-in-page.
 */
export function SectionCard({ title, icon, busy, className, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4',
        '[content-visibility:auto] [contain-intrinsic-size:auto_12rem]',
        className,
      )}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
