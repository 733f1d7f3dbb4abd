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

/** One My Space card: a section named by its heading, with an optional icon. */
export function SectionCard({ title, icon, busy, className, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4',
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
