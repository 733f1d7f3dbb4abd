// Who runs the service, as the terms and the privacy policy name it. The details live here
// once, so a change of address or email is one edit, not a hunt through legal prose. Words that
// change with the language live in the legal catalog: the country (legal_country, and the
// governing law in legal_terms_s10) and the supervisory authority's name
// (legal_privacy_authority).

export const OPERATOR = {
  name: 'Underprint',
  /** The authority that oversees privacy in the EU member state whose law governs the terms. */
  supervisoryAuthorityUrl: 'https://www.dpa.gr',
  supportEmail: 'support@underprint.app',
  privacyEmail: 'privacy@underprint.app',
} as const;

/** When the terms and the privacy policy last changed (a calendar day); shown at their top. */
export const LEGAL_LAST_UPDATED = '2026-11-23';

export type SocialLink = { network: string; url: string };

/** The product's own pages on social networks ('Follow us'). */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Instagram', url: 'https://instagram.com/underprint.app' },
  { network: 'TikTok', url: 'https://www.tiktok.com/@underprint.app' },
  { network: 'Facebook', url: 'https://www.facebook.com/underprint.app' },
  { network: 'X', url: 'https://x.com/underprintapp' },
];
