import { canBeMatched, type MessageScope } from './matching';
import { textKey } from '@/shared/rules/text-key';

/*
 * Wording printed in countless places (issue 20, point 5b): safety and door signs, opening
 * hours, parking, the small words around them, in English, French and German. A photo whose
 * text is all such words names no place: the same sign hangs on the next building, so a
 * finder's scan of it would match anywhere the creator hid one, and a global page of it would
 * match every copy. Words, not phrases: "KEEP THIS DOOR SHUT" and "FIRE DOOR KEEP SHUT" are
 * the same sign. The list is short on purpose; a place's own words (a name, a street, a
 * number) are never in it.
 */
const STOCK_WORDS = new Set(
  `
  a an the and or of to in on at for by with from this that these those is are be not no do
  please thank thanks you your we our us it its all any only here there must
  exit entrance entry way in out push pull open opened closed close keep shut clear door doors
  gate fire emergency escape alarm assembly point extinguisher hose reel break glass
  danger warning caution attention notice beware careful mind step head wet floor slippery
  surface high voltage electric shock hazard keep away stop slow give go
  smoking smoke vaping free zone area site staff authorised authorized personnel private
  property trespassers prosecuted cctv camera cameras operation recording use use used
  toilet toilets wc restroom restrooms ladies gents men women disabled baby changing lift lifts
  elevator stairs stair lock locked unlock
  parking park car cars vehicles vehicle permit permits holders tow towed away clamped
  disabled bays bay reserved loading unloading drop off pick up visitors visitor reception
  mon tue wed thu fri sat sun monday tuesday wednesday thursday friday saturday sunday
  daily hours hour opening times time am pm till until welcome sale sales
  dogs dog fouling litter bin bins recycle recycling
  sortie entree poussez tirez ferme fermee ouvert ouverte porte interdit interdite fumer
  defense de la le les des du et en au aux ne pas
  ausgang eingang notausgang drucken ziehen geoffnet geschlossen tur rauchen verboten
  bitte nicht der die das und zu auf
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** The text with every stock word removed, as a matching key. */
export function distinctiveKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !STOCK_WORDS.has(word))
    .map(textKey)
    .join('');
}

/**
 * Whether the text is too common to be a key: it has enough text to be matched, but what is
 * left once stock wording is taken out would not be.
 */
export function tooCommonToBeAKey(text: string, scope: MessageScope): boolean {
  return canBeMatched(textKey(text), scope) && !canBeMatched(distinctiveKey(text), scope);
}
