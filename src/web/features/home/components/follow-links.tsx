import { ExternalLink } from 'lucide-react';

// The product's social pages (SPEC 1: the home screen links to them).
const socialPages: ReadonlyArray<{ network: string; href: string }> = [
  { network: 'Instagram', href: 'https://instagram.com/underprint.app' },
  { network: 'TikTok', href: 'https://www.tiktok.com/@underprint.app' },
  { network: 'Facebook', href: 'https://www.facebook.com/underprint.app' },
  { network: 'X', href: 'https://x.com/underprintapp' },
];

export function FollowLinks() {
  return (
    <nav aria-label="Follow Underprint" className="flex flex-col gap-2">
      <h2 className="text-sm font-medium text-muted">Follow us</h2>
      <ul className="flex flex-wrap gap-2">
        {socialPages.map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-raised"
            >
              {network}
              <ExternalLink aria-hidden="true" className="size-3.5 text-muted" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
