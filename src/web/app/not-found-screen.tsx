import { Link } from 'wouter';
import { BrandMark } from '@/web/components/brand-mark';
import { Button } from '@/web/components/ui/button';

export function NotFoundScreen() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-10 text-center">
      <BrandMark className="text-2xl" />
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        <p className="text-sm text-muted">There is nothing hidden at this address.</p>
      </div>
      <Button asChild>
        <Link href="/">Go to Home</Link>
      </Button>
    </main>
  );
}
