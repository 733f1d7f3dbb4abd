import { Sparkles } from 'lucide-react';
import { m } from '@/web/i18n/i18n';

/** Stands for the nickname while the greeting is split around it. */
const NAME = '\u0000';

export function WelcomeBanner({ nickname }: { nickname: string }) {
  // The greeting names the user in a span of its own: the sentence is split around the name.
  const [before = '', after = ''] = m.home_welcome({ nickname: NAME }).split(NAME);
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
        {before}
        <span className="break-all">{nickname}</span>
        {after}
      </h1>
      <p className="text-sm text-fg/80">{m.home_welcome_text()}</p>
    </section>
  );
}
