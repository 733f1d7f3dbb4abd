import { BookOpen, Plus } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { m } from '@/web/i18n/i18n';

/** What global messages are, and the way to hide one. */
export function GlobalMessagesBanner({ onCreate }: { onCreate: () => void }) {
  return (
    <section
      aria-labelledby="global-banner-heading"
      className="flex flex-col gap-3 rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/15 to-surface p-4"
    >
      <h2 id="global-banner-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BookOpen aria-hidden="true" className="size-5 text-primary" />
        {m.create_global_banner_heading()}
      </h2>
      <p className="text-sm text-fg/85">{m.create_global_banner_text()}</p>
      <Button onClick={onCreate} className="w-full">
        <Plus aria-hidden="true" />
        {m.create_global_title()}
      </Button>
    </section>
  );
}
