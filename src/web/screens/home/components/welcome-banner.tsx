import { Sparkles } from 'lucide-react';

export function WelcomeBanner({ nickname }: { nickname: string }) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="flex flex-col gap-2 rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/20 via-surface to-surface p-5"
    >
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary caps">
        <Sparkles aria-hidden="true" className="size-4" />
        Underprint
      </p>
      <h1 id="welcome-heading" className="text-2xl font-bold tracking-tight">
        Welcome, <span className="break-all">{nickname}</span>
      </h1>
      <p className="text-sm text-fg/80">
        Hide secret messages behind printed text around you, and scan the world to find what others
        left behind.
      </p>
    </section>
  );
}
