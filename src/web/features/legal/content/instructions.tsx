import { DISCOVERY_RANGE_M } from '@/shared/rules/geo';
import { FREE_DISCOVERIES_PER_DAY } from '@/shared/rules/pricing';
import { LegalList, LegalProse, LegalSection } from '@/web/features/legal/components/legal-prose';
import { m } from '@/web/i18n/i18n';

/** How to hide a message and how to discover one: the whole game in one page. */
export function InstructionsContent() {
  return (
    <LegalProse>
      <p>{m.legal_instr_intro()}</p>

      <LegalSection title={m.legal_instr_hide_title()}>
        <LegalList
          ordered
          items={[
            m.legal_instr_hide_1(),
            m.legal_instr_hide_2(),
            m.legal_instr_hide_3(),
            m.legal_instr_hide_4(),
            m.legal_instr_hide_5(),
            m.legal_instr_hide_6(),
            m.legal_instr_hide_7(),
          ]}
        />
        <p>{m.legal_instr_hide_books()}</p>
      </LegalSection>

      <LegalSection title={m.legal_instr_discover_title()}>
        <LegalList
          ordered
          items={[
            m.legal_instr_discover_1(),
            m.legal_instr_discover_2({ metres: DISCOVERY_RANGE_M }),
            m.legal_instr_discover_3(),
            m.legal_instr_discover_4(),
          ]}
        />
        <p>{m.legal_instr_discover_books()}</p>
      </LegalSection>

      <LegalSection title={m.legal_instr_costs_title()}>
        <p>{m.legal_instr_costs({ count: FREE_DISCOVERIES_PER_DAY })}</p>
      </LegalSection>

      <LegalSection title={m.legal_instr_tips_title()}>
        <LegalList items={[m.legal_instr_tip_1(), m.legal_instr_tip_2(), m.legal_instr_tip_3()]} />
      </LegalSection>
    </LegalProse>
  );
}
