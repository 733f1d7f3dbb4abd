import { MINIMUM_AGE } from '@/shared/rules/account';
import { DISCOVERY_RANGE_M } from '@/shared/rules/geo';
import { centsToEuros } from '@/shared/rules/money';
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS, WITHDRAWAL_MIN_CENTS } from '@/shared/rules/pricing';
import { LegalList, LegalProse, LegalSection } from '@/web/features/legal/components/legal-prose';
import { LEGAL_LAST_UPDATED, OPERATOR } from '@/web/features/legal/content/operator';
import { formatEuros, m } from '@/web/i18n/i18n';
import { RichText, type RichTag } from '@/web/i18n/rich-text';
import { formatLongDate } from '@/web/lib/format-date';

const euros = (cents: number) => formatEuros(centsToEuros(cents));

const tags: Record<string, RichTag> = {
  mail: (email) => <a href={`mailto:${email}`}>{email}</a>,
};

/** Terms of Service for consumers in the EU. */
export function TermsContent() {
  const email = OPERATOR.supportEmail;
  return (
    <LegalProse>
      <p className="text-xs text-muted">
        {m.legal_last_updated({ date: formatLongDate(LEGAL_LAST_UPDATED) })}
      </p>
      <p>{m.legal_terms_intro({ operator: OPERATOR.name })}</p>

      <LegalSection title={m.legal_terms_s1_title()}>
        <LegalList
          items={[
            m.legal_terms_s1_1({ age: MINIMUM_AGE }),
            m.legal_terms_s1_2(),
            m.legal_terms_s1_3(),
          ]}
        />
      </LegalSection>

      <LegalSection title={m.legal_terms_s2_title()}>
        <p>{m.legal_terms_s2({ metres: DISCOVERY_RANGE_M })}</p>
      </LegalSection>

      <LegalSection title={m.legal_terms_s3_title()}>
        <p>{m.legal_terms_s3_licence()}</p>
        <p>{m.legal_terms_s3_must_not()}</p>
        <LegalList
          items={[
            m.legal_terms_s3_1(),
            m.legal_terms_s3_2(),
            m.legal_terms_s3_3(),
            m.legal_terms_s3_4(),
            m.legal_terms_s3_5(),
            m.legal_terms_s3_6(),
            m.legal_terms_s3_7(),
          ]}
        />
        <p>{m.legal_terms_s3_removal()}</p>
      </LegalSection>

      <LegalSection title={m.legal_terms_s4_title()}>
        <p>{m.legal_terms_s4_intro()}</p>
        <LegalList
          items={[
            m.legal_terms_s4_1(),
            m.legal_terms_s4_2(),
            m.legal_terms_s4_3(),
            m.legal_terms_s4_4(),
            m.legal_terms_s4_5(),
          ]}
        />
      </LegalSection>

      <LegalSection title={m.legal_terms_s5_title()}>
        <LegalList
          items={[
            m.legal_terms_s5_1(),
            m.legal_terms_s5_2({ min: euros(TOP_UP_MIN_CENTS), max: euros(TOP_UP_MAX_CENTS) }),
            m.legal_terms_s5_3(),
            m.legal_terms_s5_4({ min: euros(WITHDRAWAL_MIN_CENTS) }),
            m.legal_terms_s5_5(),
            m.legal_terms_s5_6(),
          ]}
        />
      </LegalSection>

      <LegalSection title={m.legal_terms_s6_title()}>
        <p>
          <RichText text={m.legal_terms_s6_1({ email })} tags={tags} />
        </p>
        <p>
          <RichText text={m.legal_terms_s6_2()} />
        </p>
        <p>{m.legal_terms_s6_3()}</p>
      </LegalSection>

      <LegalSection title={m.legal_terms_s7_title()}>
        <p>{m.legal_terms_s7()}</p>
      </LegalSection>

      <LegalSection title={m.legal_terms_s8_title()}>
        <p>{m.legal_terms_s8()}</p>
      </LegalSection>

      <LegalSection title={m.legal_terms_s9_title()}>
        <LegalList
          items={[
            m.legal_terms_s9_1(),
            m.legal_terms_s9_2(),
            m.legal_terms_s9_3(),
            m.legal_terms_s9_4(),
            m.legal_terms_s9_5(),
          ]}
        />
      </LegalSection>

      <LegalSection title={m.legal_terms_s10_title()}>
        <p>{m.legal_terms_s10()}</p>
      </LegalSection>

      <LegalSection title={m.legal_terms_s11_title()}>
        <p>
          <RichText
            text={m.legal_terms_s11({ operator: OPERATOR.name, country: m.legal_country(), email })}
            tags={tags}
          />
        </p>
      </LegalSection>
    </LegalProse>
  );
}
