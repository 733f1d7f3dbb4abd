import { Fragment, type ReactNode } from 'react';

/** Draws a tag's words: `(words) => <a href="…">{words}</a>`. */
export type RichTag = (words: string) => ReactNode;

const markup = /<(\w+)>(.*?)<\/\1>/gs;

const defaultTags: Record<string, RichTag> = {
  b: (words) => <strong>{words}</strong>,
};

/**
 * A catalog sentence with markup in its words (decision 031): `<b>…</b>` is bold, and each
 * other tag is drawn by `tags` (a link whose address the screen knows, say), so a translation
 * can move the bold words or the link wherever its grammar puts them. Tags do not nest; a tag
 * with no drawing shows its words plainly.
 */
export function RichText({ text, tags = {} }: { text: string; tags?: Record<string, RichTag> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(markup)) {
    const [whole, tag = '', words = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const draw = tags[tag] ?? defaultTags[tag];
    parts.push(<Fragment key={match.index}>{draw ? draw(words) : words}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
