import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** An in-app link between the auth screens, tall enough to tap. */
export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center rounded font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}
