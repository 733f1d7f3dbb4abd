// Who runs the service, as the terms and the privacy policy name it. The details live here
// once, so a change of address or email is one edit, not a hunt through legal prose.

export const OPERATOR = {
  name: 'Underprint',
  /** The EU member state whose law governs the terms and whose authority oversees privacy. */
  country: 'Greece',
  supervisoryAuthority: {
    name: 'Hellenic Data Protection Authority',
    url: 'https://www.dpa.gr',
  },
  supportEmail: 'support@underprint.app',
  privacyEmail: 'privacy@underprint.app',
} as const;

/** When the terms and the privacy policy last changed; shown at their top. */
export const LEGAL_LAST_UPDATED = '23 November 2026';

export type SocialLink = { network: string; url: string };

/** The product's own pages on social networks ('Follow us'). */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Instagram', url: 'https://instagram.com/underprint.app' },
  { network: 'TikTok', url: 'https://www.tiktok.com/@underprint.app' },
  { network: 'Facebook', url: 'https://www.facebook.com/underprint.app' },
  { network: 'X', url: 'https://x.com/underprintapp' },
];
