import { MINIMUM_AGE } from '@/shared/rules/account';
import { DISCOVERY_RANGE_M } from '@/shared/rules/geo';
import { centsToEuros } from '@/shared/rules/money';
import { formatEuros } from '@/web/i18n/i18n';
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS, WITHDRAWAL_MIN_CENTS } from '@/shared/rules/pricing';
import { LegalProse, LegalSection } from '@/web/features/legal/components/legal-prose';
import { LEGAL_LAST_UPDATED, OPERATOR } from '@/web/features/legal/content/operator';

const euros = (cents: number) => formatEuros(centsToEuros(cents));

/** Terms of Service for consumers in the EU. */
export function TermsContent() {
  return (
    <LegalProse>
      <p className="text-xs text-muted">Last updated: {LEGAL_LAST_UPDATED}</p>
      <p>
        These terms are the agreement between you and {OPERATOR.name} (&quot;we&quot;,
        &quot;us&quot;) for the use of the Underprint app and website. By creating an account you
        accept them. Please read them together with our Privacy Policy.
      </p>

      <LegalSection title="1. Who may use Underprint">
        <ul>
          <li>
            <strong>Minimum age {MINIMUM_AGE}.</strong> You must be at least {MINIMUM_AGE} years old
            to create an account. If you are under the age at which you can consent alone in your
            country, a parent or guardian must agree to these terms for you.
          </li>
          <li>
            Topping up the wallet and withdrawing money require you to be an adult (18 or older) or
            to have your parent&apos;s or guardian&apos;s permission where local law allows it.
          </li>
          <li>
            One account per person and per device. Your nickname must not impersonate anyone or be
            offensive. Keep your password secret: you are responsible for what happens under your
            account, and you must tell us through the Support Center if you think someone else uses
            it.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="2. The service">
        <p>
          Underprint lets you hide a text message or a PDF document behind a photo of printed text
          at a place, or in a book or magazine, and lets others discover it by photographing the
          same text: within {DISCOVERY_RANGE_M} m of the spot for place messages, from anywhere for
          book and magazine messages. Recognition of text from photos is automatic and can fail; we
          do not promise that every message will be discoverable or that every scan will succeed.
          Scanning is free. Discovery limits beyond the free daily allowance are paid as shown under
          Prices.
        </p>
      </LegalSection>

      <LegalSection title="3. Your content">
        <p>
          You keep all rights in the photos, messages, descriptions and documents you upload. You
          give us a worldwide, non-exclusive, royalty-free licence to store, copy, analyse (read the
          text in photos), resize and show them to the people you chose, only as long as needed to
          run Underprint. The licence ends when you delete the content, except for copies we must
          keep by law.
        </p>
        <p>You must not hide, upload or share anything that:</p>
        <ul>
          <li>is illegal, or promotes or helps anything illegal;</li>
          <li>
            sexualises minors, or is pornographic, or shows graphic violence or cruelty to animals;
          </li>
          <li>
            harasses, threatens, bullies, defames or discriminates against anyone, or incites hatred
            or violence;
          </li>
          <li>
            reveals someone else&apos;s personal data (address, phone number, photos of them)
            without their consent;
          </li>
          <li>
            infringes copyright, trade marks or other rights, for example a full copy of a paid
            book;
          </li>
          <li>
            is spam, a scam, a pyramid scheme, unsolicited advertising, or a PDF containing malware,
            scripts or links designed to deceive;
          </li>
          <li>
            leads people into danger or onto private property: do not hide messages on roads,
            railways, rooftops, construction sites or places closed to the public, or at places
            where you do not have permission to draw people.
          </li>
        </ul>
        <p>
          We may remove content that breaks these rules or the law, and we will tell you why. Anyone
          can report illegal content to us through the Support Center; we handle reports promptly,
          diligently and objectively, and you can ask us to review a decision about your content.
        </p>
      </LegalSection>

      <LegalSection title="4. Acceptable use">
        <p>You agree not to:</p>
        <ul>
          <li>
            fake your location, use emulators, bots or scripts to scan, or otherwise discover
            messages without being where the rules require you to be;
          </li>
          <li>
            create several accounts, or work with others, to collect rewards or free discoveries
            more than once;
          </li>
          <li>
            copy, scrape or index other users&apos; messages or use the service to build a competing
            product;
          </li>
          <li>
            probe, overload or break our systems, get around security or limits, or access data or
            accounts that are not yours;
          </li>
          <li>
            break the law or other people&apos;s rights, in the app or at the places it sends you
            to. Stay aware of your surroundings, respect traffic rules and private property, and do
            not scan while driving.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="5. Rewards and wallet">
        <ul>
          <li>
            Your wallet holds euros: money you topped up by card (for spending in the app, not for
            withdrawal), rewards you earned by discovering messages (withdrawable) and in-app
            credits (not withdrawable). The wallet is not a bank account and earns no interest.
          </li>
          <li>
            Top-ups are {euros(TOP_UP_MIN_CENTS)} to {euros(TOP_UP_MAX_CENTS)} each, by card through
            our payment provider. A top-up counts once the provider confirms it.
          </li>
          <li>
            When you attach a reward to a message, the full amount leaves your balance and is held
            for the message. Each discovery pays an equal share (the total divided by the scan
            limit, rounded down to the cent) to the discoverer, once per person. When you delete the
            message, the part not yet paid out returns to your balance.
          </li>
          <li>
            You can withdraw your withdrawable balance to a bank account from{' '}
            {euros(WITHDRAWAL_MIN_CENTS)}, through a connected account with our payment provider,
            which will ask you to verify your identity and bank details as the law requires.
          </li>
          <li>
            Rewards obtained by breaking these terms (for example by faking a location or using
            several accounts) are not due: we may hold them back, reverse them and close the
            accounts involved. We will tell you and you can contest the decision.
          </li>
          <li>
            You are responsible for any taxes on rewards you receive. If you close your account, we
            pay out your withdrawable balance on request; unused top-ups are refunded as described
            in section 6.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="6. Your right of withdrawal (EU consumers)">
        <p>
          As a consumer in the EU you may withdraw from a purchase made in the app within{' '}
          <strong>14 days</strong> without giving a reason. The period starts on the day of the
          purchase. To withdraw, send us a clear statement (for example by email to{' '}
          <a href={`mailto:${OPERATOR.supportEmail}`}>{OPERATOR.supportEmail}</a> or through the
          Support Center) before the 14 days end. We refund all payments we received from you for
          that purchase within 14 days of receiving your statement, to the payment method you used,
          free of charge.
        </p>
        <p>
          <strong>Exception for digital services started at your request.</strong> Discovery limits
          and rewards take effect immediately: the message becomes discoverable and its reward
          payable at once. When you buy them, you expressly ask us to start the service before the
          withdrawal period ends and you acknowledge that you lose your right of withdrawal once the
          service has been fully performed. If you withdraw after it has started but before it is
          fully performed, you pay a share in proportion to what was provided (for example the
          discoveries already made and rewards already paid out).
        </p>
        <p>
          Unused wallet top-ups can be refunded within 14 days of the top-up on request. Withdrawing
          does not affect your statutory rights if a service is faulty.
        </p>
      </LegalSection>

      <LegalSection title="7. Suspension and ending the agreement">
        <p>
          You can stop using Underprint and ask us to delete your account at any time through the
          Support Center. We may suspend or close an account that seriously or repeatedly breaks
          these terms or the law, after a warning where that is reasonable, and we will give our
          reasons. We may end the service as a whole with at least 30 days&apos; notice; you then
          get your withdrawable balance and any unused top-ups back.
        </p>
      </LegalSection>

      <LegalSection title="8. Changes">
        <p>
          We may change these terms to reflect new features, legal requirements or how the service
          is used. We will tell you about important changes in the app at least 30 days before they
          apply. If you do not agree, you can close your account before then; changes never apply to
          purchases already made.
        </p>
      </LegalSection>

      <LegalSection title="9. Liability">
        <ul>
          <li>
            We are fully liable for damage we cause intentionally or through gross negligence, for
            death or injury, and wherever the law does not allow liability to be limited, including
            product liability.
          </li>
          <li>
            For ordinary negligence we are liable only for breach of obligations essential to the
            service, and only up to the damage typical and foreseeable for this kind of contract.
          </li>
          <li>
            Messages and documents are written by users, not by us: we are not responsible for their
            content, for what they ask you to do, or for the places they lead you to, except when we
            knew they were illegal and did not act. Going to a place is at your own risk.
          </li>
          <li>
            We work to keep Underprint available and your data safe, but we cannot promise an
            uninterrupted service; planned maintenance is announced in the app when possible.
          </li>
          <li>Nothing in these terms limits your statutory rights as a consumer.</li>
        </ul>
      </LegalSection>

      <LegalSection title="10. Governing law and disputes">
        <p>
          These terms are governed by the law of {OPERATOR.country}, an EU member state. If you are
          a consumer living in another country, you also keep the protection of the mandatory
          consumer laws of that country, and you may bring a claim in the courts where you live.
          Please contact us first: most problems are solved quickly through the Support Center. You
          may also ask the European Consumer Centre in your country for free help with a dispute
          with a trader in another EU country.
        </p>
      </LegalSection>

      <LegalSection title="11. Contact">
        <p>
          {OPERATOR.name}, {OPERATOR.country}. Email:{' '}
          <a href={`mailto:${OPERATOR.supportEmail}`}>{OPERATOR.supportEmail}</a>. In the app: My
          Space, Support Center.
        </p>
      </LegalSection>
    </LegalProse>
  );
}
