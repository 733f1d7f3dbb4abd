import { BookOpen, Plus } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** What global messages are, and the way to hide one. */
export function GlobalMessagesBanner({ onCreate }: { onCreate: () => void }) {
  return (
    <section
      aria-labelledby="global-banner-heading"
      className="flex flex-col gap-3 rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/15 to-surface p-4"
    >
      <h2 id="global-banner-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BookOpen aria-hidden="true" className="size-5 text-primary" />
        Hide messages in books and magazines
      </h2>
      <p className="text-sm text-fg/85">
        Photograph a page of a book or a magazine and hide a message behind its text. Anyone who
        photographs the same page can discover it, from anywhere in the world: no need to be nearby.
      </p>
      <Button onClick={onCreate} className="w-full">
        <Plus aria-hidden="true" />
        Create Global Message
      </Button>
    </section>
  );
}
