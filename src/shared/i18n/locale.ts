// The languages the product speaks, and how each writes money and dates. Shared so the server's
// English fallbacks and the web's screens format alike (issue 21, decision 031).

export const appLocales = ['en', 'el'] as const;
export type AppLocale = (typeof appLocales)[number];

/** The Intl locale behind each language: English as the document writes it ('€1.50', 'Mar 5, 2026'). */
export const intlLocale: Record<AppLocale, string> = { en: 'en-US', el: 'el-GR' };

/** Each language's own name, for the switch (always in that language). */
export const localeNames: Record<AppLocale, string> = { en: 'English', el: 'Ελληνικά' };

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (appLocales as readonly string[]).includes(value);
}
