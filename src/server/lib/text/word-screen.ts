import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

/*
 * The offline profanity screen (decision 017): obscenity's English word list with its
 * recommended transformers (leetspeak, repeated letters, confusable characters). Word lists
 * misfire on place names ('Penistone' hits), so a hit never refuses anything: it only puts the
 * message in the moderation queue for a person to judge.
 */
const matcher = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

/** Whether any of the texts may hold profanity. */
export function mayBeProfane(...texts: Array<string | null | undefined>): boolean {
  return texts.some((text) => Boolean(text) && matcher.hasMatch(text!));
}
