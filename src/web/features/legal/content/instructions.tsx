import { DISCOVERY_RANGE_M } from '@/shared/rules/geo';
import { FREE_DISCOVERIES_PER_DAY } from '@/shared/rules/pricing';
import { LegalProse, LegalSection } from '@/web/features/legal/components/legal-prose';

/** How to hide a message and how to discover one: the whole game in one page. */
export function InstructionsContent() {
  return (
    <LegalProse>
      <p>
        Underprint hides messages behind printed text: a sign, a poster, a menu, a page of a book.
        Whoever photographs the same text later, in the same place, reveals what you left there.
      </p>

      <LegalSection title="Hide a message">
        <ol>
          <li>
            Stand in front of printed text that will stay where it is (a shop sign, a plaque, a
            poster) and tap <strong>Create Message</strong> on Home, or open the camera.
          </li>
          <li>
            Photograph the text straight on, sharp and well lit, with as much of it in frame as you
            can. Your position is saved with the photo, so allow location access.
          </li>
          <li>
            Choose what to hide: a <strong>text</strong> message, or a <strong>PDF</strong> document
            (a voucher, a letter, a map).
          </li>
          <li>
            Optionally add a <strong>public description</strong>: a hint everyone nearby can read
            before discovering the secret.
          </li>
          <li>
            Choose <strong>Public</strong> (anyone can discover it) or <strong>Private</strong>{' '}
            (pick one user; only that person can discover it and sees it marked Just For You).
          </li>
          <li>
            Set the <strong>scan limit</strong>: how many discoveries the message allows. When the
            limit is reached the message is taken down and shows Needs Top-up in My Space until you
            reactivate it.
          </li>
          <li>
            Optionally add a <strong>reward</strong> in euros. It is split equally among the people
            who discover it: each discovery earns the total divided by the scan limit.
          </li>
        </ol>
        <p>
          Books and magazines work the same way from the Books tab, except that no location is
          saved: a global message can be discovered from anywhere by photographing the same page.
        </p>
      </LegalSection>

      <LegalSection title="Discover a message">
        <ol>
          <li>
            Open Home to see hidden messages within 5 km, with their hints and how far away they
            are.
          </li>
          <li>Walk to within {DISCOVERY_RANGE_M} m of the hidden spot.</li>
          <li>
            Open the <strong>Scanner</strong> and photograph the same printed text. It does not need
            to be the same framing: a clear shot of most of the text is enough.
          </li>
          <li>
            If the text matches, the hidden message opens (a PDF opens in a new tab) and any reward
            goes to your wallet.
          </li>
        </ol>
        <p>
          Messages hidden in books and magazines can be discovered from anywhere: scan the page
          wherever you are.
        </p>
      </LegalSection>

      <LegalSection title="What it costs">
        <p>
          Scanning is always free. Creators get {FREE_DISCOVERIES_PER_DAY} discovery per day free
          and can buy more discoveries in tiers; see Prices.
        </p>
      </LegalSection>

      <LegalSection title="Tips">
        <ul>
          <li>Pick text with several words; a single word or a logo is hard to recognise.</li>
          <li>Avoid glare, shadows and strong angles when you photograph it.</li>
          <li>You can edit a message until someone discovers it, and delete it at any time.</li>
        </ul>
      </LegalSection>
    </LegalProse>
  );
}
