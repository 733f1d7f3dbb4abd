import { useId, type ReactNode } from 'react';
import { BrandMark } from '@/web/components/brand-mark';
import {
  OfflineNotice,
  SIGNED_OUT_OFFLINE_NOTICE,
} from '@/web/features/outbox/components/offline-notice';

export type AuthLayoutProps = {
  title: string;
  /** A line under the title saying what the form is for. */
  intro?: string;
  children: ReactNode;
  /** Links to the other auth screens, below the card. */
  footer?: ReactNode;
};

export function AuthLayout({ title, intro, children, footer }: AuthLayoutProps) {
  const titleId = useId();
  return (
    <main className="flex flex-1 flex-col justify-center gap-6 px-4 py-10">
      <BrandMark className="self-center text-2xl" />
      <OfflineNotice text={SIGNED_OUT_OFFLINE_NOTICE} />
      <section
        aria-labelledby={titleId}
        className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6"
      >
        <div className="flex flex-col gap-1">
          <h1 id={titleId} className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          {intro && <p className="text-sm text-muted">{intro}</p>}
        </div>
        {children}
      </section>
      {footer && (
        <div className="flex flex-col items-center gap-1 text-sm text-muted">{footer}</div>
      )}
    </main>
  );
}
