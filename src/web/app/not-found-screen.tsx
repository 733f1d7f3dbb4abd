import { Link } from 'wouter';
import { BrandMark } from '@/web/components/brand-mark';
import { Button } from '@/web/components/ui/button';
import { m } from '@/web/i18n/i18n';

export function NotFoundScreen() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-10 text-center">
      <BrandMark className="text-2xl" />
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{m.app_not_found_title()}</h1>
        <p className="text-sm text-muted">{m.app_not_found_text()}</p>
      </div>
      <Button asChild>
        <Link href="/">{m.app_not_found_home()}</Link>
      </Button>
    </main>
  );
}
