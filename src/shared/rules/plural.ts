// Counts in words, for the server's messages and the screens alike.

const english = new Intl.PluralRules('en');

/** The word for `count` of a thing: plural('message', 1) is 'message', 2 gives 'messages'. */
export function plural(one: string, count: number, other = `${one}s`): string {
  return english.select(count) === 'one' ? one : other;
}

/** '1 message', '2 messages', '0 hints': the count, then its word. */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count} ${plural(one, count, other)}`;
}
