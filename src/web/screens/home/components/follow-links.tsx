import { m } from '@/web/i18n/i18n';
// The product's social pages (SPEC 1: the home screen links to them).
const socialPages: ReadonlyArray<{ network: string; href: string }> = [
  { network: 'Instagram', href: 'https://instagram.com/underprint.app' },
  { network: 'TikTok', href: 'https://www.tiktok.com/@underprint.app' },
  { network: 'Facebook', href: 'https://www.facebook.com/underprint.app' },
  { network: 'X', href: 'https://x.com/underprintapp' },
];

export function FollowLinks() {
  return (
    <nav aria-label={m.home_follow_label()} className="flex flex-col gap-2">
      <h2 className="text-sm font-medium text-muted">{m.home_follow_us()}</h2>
      <ul className="grid grid-cols-4 gap-2">
        {socialPages.map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              title={m.home_social_title({ network })}
              className="flex min-h-11 items-center justify-center rounded-full border border-border bg-surface px-2 text-sm font-medium hover:bg-surface-raised"
            >
              {network}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
