import { Languages } from 'lucide-react';
import { useId } from 'react';
import { appLocales, isAppLocale, localeNames } from '@/shared/i18n/locale';
import { Label } from '@/web/components/ui/label';
import { SectionCard } from '@/web/components/ui/section-card';
import { chooseLocale, currentLocale, m } from '@/web/i18n/i18n';

/**
 * 'Language': the product's languages, each named in itself. Choosing one is remembered on this
 * device and reloads the page, so every screen and `<html lang>` speak it at once.
 */
export function LanguageCard() {
  const selectId = useId();
  const hintId = useId();
  const locale = currentLocale();
  return (
    <SectionCard
      title={m.myspace_language_title()}
      icon={<Languages aria-hidden="true" className="size-5 text-primary" />}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={selectId}>{m.myspace_language_label()}</Label>
        <select
          id={selectId}
          value={locale}
          aria-describedby={hintId}
          onChange={(event) => {
            const next = event.target.value;
            if (isAppLocale(next) && next !== locale) chooseLocale(next);
          }}
          className="h-11 rounded-lg border border-border bg-canvas px-3 text-sm"
        >
          {appLocales.map((value) => (
            <option key={value} value={value} lang={value}>
              {localeNames[value]}
            </option>
          ))}
        </select>
        <p id={hintId} className="text-xs text-muted">
          {m.myspace_language_hint()}
        </p>
      </div>
    </SectionCard>
  );
}
