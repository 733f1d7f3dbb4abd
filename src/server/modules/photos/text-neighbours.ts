import { foldLookalikes, MATCH_MIN_SCORE, similarity } from '@/server/lib/text/matching';

/*
 * How a new photo's text relates to another message's key at the same place (issue 20, point
 * 5c and 5d). Every call into the matcher for these warnings is here, so when the matcher
 * changes (rarity weighting on templates) only this file follows it.
 */

/**
 * At or above this both ways round, the two texts are the same print: a scan of one finds the
 * other just as well (the matcher's own score, on lookalike-folded keys).
 */
const NEAR_DUPLICATE = 0.9;
/**
 * From here to NEAR_DUPLICATE the texts share much of their wording but not all: labels from
 * one template, a poster beside its reprint with another date. The real-photo template pair
 * of issue 20 scored 0.615 as a scan; two whole labels of it share more than a third of their
 * runs. Below this shared words are ordinary chance.
 */
const SHARED_TEMPLATE = Math.min(0.35, MATCH_MIN_SCORE);

export type Kinship = 'near-duplicate' | 'template' | null;

/** How close two keys are: the share of one's runs found together in the other, best way round. */
export function kinship(newKey: string, otherKey: string): Kinship {
  const a = foldLookalikes(newKey);
  const b = foldLookalikes(otherKey);
  const score = Math.max(similarity(a, b), similarity(b, a));
  if (score >= NEAR_DUPLICATE) return 'near-duplicate';
  if (score >= SHARED_TEMPLATE) return 'template';
  return null;
}

/** The strongest kinship between a new key and the keys of the messages around it. */
export function closestKinship(newKey: string, otherKeys: readonly string[]): Kinship {
  let found: Kinship = null;
  for (const key of otherKeys) {
    const kin = kinship(newKey, key);
    if (kin === 'near-duplicate') return kin;
    found ??= kin;
  }
  return found;
}
