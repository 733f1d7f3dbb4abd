import { ExternalLink } from 'lucide-react';
import { SOCIAL_LINKS } from '@/web/features/legal/content/operator';
import { m } from '@/web/i18n/i18n';

/** 'Follow us': the product's own social pages, each in a new tab. */
export function SocialLinks() {
  return (
    <nav aria-label={m.legal_follow_label()} className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-muted">{m.legal_follow_us()}</h2>
      <ul className="flex flex-wrap gap-2">
        {SOCIAL_LINKS.map(({ network, url }) => (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-border bg-canvas px-3 text-sm font-medium hover:bg-surface-raised"
            >
              {network}
              <ExternalLink aria-hidden="true" className="size-3.5 text-muted" />
              <span className="sr-only">{m.legal_opens_new_tab()}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
