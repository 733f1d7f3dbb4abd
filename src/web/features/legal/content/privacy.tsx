import { MINIMUM_AGE } from '@/shared/rules/account';
import { LegalProse, LegalSection } from '@/web/features/legal/components/legal-prose';
import { LEGAL_LAST_UPDATED, OPERATOR } from '@/web/features/legal/content/operator';

/** Privacy Policy under the GDPR. */
export function PrivacyContent() {
  const privacyMail = <a href={`mailto:${OPERATOR.privacyEmail}`}>{OPERATOR.privacyEmail}</a>;
  return (
    <LegalProse>
      <p className="text-xs text-muted">Last updated: {LEGAL_LAST_UPDATED}</p>

      <LegalSection title="1. Who is responsible">
        <p>
          The controller of your personal data is {OPERATOR.name}, {OPERATOR.country}. For anything
          about your data, write to {privacyMail} or use the Support Center in My Space.
        </p>
      </LegalSection>

      <LegalSection title="2. What we collect">
        <ul>
          <li>
            <strong>Account:</strong> your nickname, your email address if you give one, and your
            password, stored only as a one-way hash. If you sign in with Google, your Google account
            identifier and email.
          </li>
          <li>
            <strong>Device identifier:</strong> a random code stored in your browser and sent when
            you register or reset your password, so that each device holds one account and a
            password can be reset only from the device that created the account.
          </li>
          <li>
            <strong>Location:</strong> your position at the moment you create a message (saved with
            the message: it is what places it on the map) and when you scan or list nearby messages
            (used to find messages within reach). We never track your location in the background.
          </li>
          <li>
            <strong>Photos and documents:</strong> the photos you take to hide messages (re-encoded
            on upload, which removes their EXIF and GPS metadata), your hidden messages, public
            descriptions and PDF documents. Photos you take with the Scanner are used to read their
            text and are not kept once the scan is answered.
          </li>
          <li>
            <strong>Text recognised in photos (OCR):</strong> the printed text read from a hidden
            message&apos;s photo, kept as the key that lets others discover it. Recognition runs on
            our own servers; no photo is sent to a third party for it.
          </li>
          <li>
            <strong>Activity:</strong> which messages you discovered and when, rewards, hunts and
            support conversations.
          </li>
          <li>
            <strong>Payments:</strong> wallet movements, top-ups and withdrawals. Card and bank
            details are collected by our payment provider, not by us; we receive only a reference,
            the amount and the status.
          </li>
          <li>
            <strong>Technical logs:</strong> IP address, browser type, times and errors of requests,
            to keep the service secure and working.
          </li>
        </ul>
        <p>
          We use one strictly necessary cookie to keep you signed in. There are no advertising or
          tracking cookies and no third-party analytics.
        </p>
      </LegalSection>

      <LegalSection title="3. Why, and on what legal basis">
        <ul>
          <li>
            To provide the service you signed up for: your account, creating, showing and
            discovering messages, rewards and the wallet (performance of a contract, Art. 6(1)(b)
            GDPR).
          </li>
          <li>
            To prevent fraud and abuse, such as several accounts per device, faked locations and
            reward farming, and to keep the service secure (our legitimate interest, Art. 6(1)(f)).
          </li>
          <li>
            To keep payment and accounting records and answer lawful requests from authorities
            (legal obligation, Art. 6(1)(c)).
          </li>
          <li>
            To answer your support requests (contract, or our legitimate interest in helping people
            who contact us).
          </li>
          <li>
            Location is requested only with your permission in the browser, and you can withdraw it
            at any time in your browser settings; the map features then stop working.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Who sees your data">
        <ul>
          <li>
            Other users see your nickname, your message photos, their public descriptions and
            approximate place names. Your hidden message or document is shown only to you and to the
            people who discover it; a private message only to the person you chose.
          </li>
          <li>
            Processors working for us under a data processing agreement: our hosting and storage
            provider (servers in the EU), our payment provider (card payments, payouts and the
            identity checks the law requires for payouts), and Google only if you choose to sign in
            with Google.
          </li>
          <li>Authorities, only when the law obliges us to.</li>
        </ul>
        <p>
          <strong>We never sell your data</strong> and never share it for advertising. If a provider
          processes data outside the EEA, we rely on an adequacy decision or the European
          Commission&apos;s standard contractual clauses.
        </p>
      </LegalSection>

      <LegalSection title="5. How long we keep it">
        <ul>
          <li>Account data and your messages: for as long as you keep them and your account.</li>
          <li>
            <strong>Technical logs are kept 12 months</strong>, then deleted.
          </li>
          <li>
            <strong>Payment records are kept 7 years</strong>, as tax and accounting law requires.
          </li>
          <li>
            <strong>Deleted data is removed within 30 days</strong>: when you delete a message or
            your account, it disappears from the app at once and from our systems and backups within
            30 days, except records we must keep by law.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="6. Your rights">
        <p>Under the GDPR you have the right to:</p>
        <ul>
          <li>access your data and get a copy of it;</li>
          <li>rectification of data that is wrong or incomplete;</li>
          <li>erasure of your data (&quot;right to be forgotten&quot;);</li>
          <li>restriction of processing while a request or complaint is being looked into;</li>
          <li>
            portability: receive the data you gave us in a structured, machine-readable format;
          </li>
          <li>object to processing based on our legitimate interests;</li>
          <li>withdraw any consent you gave, without affecting what was done before.</li>
        </ul>
        <p>
          Write to {privacyMail} or use the Support Center; we answer within one month. You also
          have the right to lodge a complaint with a supervisory authority, in particular in the EU
          country where you live or work. Ours is the{' '}
          <a href={OPERATOR.supervisoryAuthority.url} target="_blank" rel="noreferrer">
            {OPERATOR.supervisoryAuthority.name}
          </a>
          .
        </p>
      </LegalSection>

      <LegalSection title="7. Security and children">
        <p>
          Connections are encrypted, passwords are hashed, sessions are stored only as hashes and
          access to data is limited to those who need it. Underprint is not meant for children under{' '}
          {MINIMUM_AGE} and we do not knowingly collect their data; if you believe a child under
          {MINIMUM_AGE} has an account, tell us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection title="8. Changes">
        <p>
          If we change how we use your data, we update this policy and tell you in the app before
          the change applies.
        </p>
      </LegalSection>
    </LegalProse>
  );
}
