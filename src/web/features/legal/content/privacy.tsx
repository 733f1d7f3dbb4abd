import { MINIMUM_AGE } from '@/shared/rules/account';
import { LegalList, LegalProse, LegalSection } from '@/web/features/legal/components/legal-prose';
import { LEGAL_LAST_UPDATED, OPERATOR } from '@/web/features/legal/content/operator';
import { m } from '@/web/i18n/i18n';
import { RichText, type RichTag } from '@/web/i18n/rich-text';
import { formatLongDate } from '@/web/lib/format-date';

const tags: Record<string, RichTag> = {
  mail: (email) => <a href={`mailto:${email}`}>{email}</a>,
  authority: (name) => (
    <a href={OPERATOR.supervisoryAuthorityUrl} target="_blank" rel="noreferrer">
      {name}
    </a>
  ),
};

/** Privacy Policy under the GDPR. */
export function PrivacyContent() {
  const email = OPERATOR.privacyEmail;
  return (
    <LegalProse>
      <p className="text-xs text-muted">
        {m.legal_last_updated({ date: formatLongDate(LEGAL_LAST_UPDATED) })}
      </p>

      <LegalSection title={m.legal_privacy_s1_title()}>
        <p>
          <RichText
            text={m.legal_privacy_s1({
              operator: OPERATOR.name,
              country: m.legal_country(),
              email,
            })}
            tags={tags}
          />
        </p>
      </LegalSection>

      <LegalSection title={m.legal_privacy_s2_title()}>
        <LegalList
          items={[
            m.legal_privacy_s2_account(),
            m.legal_privacy_s2_device(),
            m.legal_privacy_s2_location(),
            m.legal_privacy_s2_photos(),
            m.legal_privacy_s2_ocr(),
            m.legal_privacy_s2_activity(),
            m.legal_privacy_s2_payments(),
            m.legal_privacy_s2_logs(),
          ]}
        />
        <p>{m.legal_privacy_s2_cookie()}</p>
      </LegalSection>

      <LegalSection title={m.legal_privacy_s3_title()}>
        <LegalList
          items={[
            m.legal_privacy_s3_1(),
            m.legal_privacy_s3_2(),
            m.legal_privacy_s3_3(),
            m.legal_privacy_s3_4(),
            m.legal_privacy_s3_5(),
          ]}
        />
      </LegalSection>

      <LegalSection title={m.legal_privacy_s4_title()}>
        <LegalList
          items={[m.legal_privacy_s4_1(), m.legal_privacy_s4_2(), m.legal_privacy_s4_3()]}
        />
        <p>
          <RichText text={m.legal_privacy_s4_sell()} />
        </p>
      </LegalSection>

      <LegalSection title={m.legal_privacy_s5_title()}>
        <LegalList
          items={[
            m.legal_privacy_s5_1(),
            m.legal_privacy_s5_2(),
            m.legal_privacy_s5_3(),
            m.legal_privacy_s5_4(),
          ]}
        />
      </LegalSection>

      <LegalSection title={m.legal_privacy_s6_title()}>
        <p>{m.legal_privacy_s6_intro()}</p>
        <LegalList
          items={[
            m.legal_privacy_s6_1(),
            m.legal_privacy_s6_2(),
            m.legal_privacy_s6_3(),
            m.legal_privacy_s6_4(),
            m.legal_privacy_s6_5(),
            m.legal_privacy_s6_6(),
            m.legal_privacy_s6_7(),
          ]}
        />
        <p>
          <RichText
            text={m.legal_privacy_s6_contact({ email, authority: m.legal_privacy_authority() })}
            tags={tags}
          />
        </p>
      </LegalSection>

      <LegalSection title={m.legal_privacy_s7_title()}>
        <p>{m.legal_privacy_s7({ age: MINIMUM_AGE })}</p>
      </LegalSection>

      <LegalSection title={m.legal_privacy_s8_title()}>
        <p>{m.legal_privacy_s8()}</p>
      </LegalSection>
    </LegalProse>
  );
}
