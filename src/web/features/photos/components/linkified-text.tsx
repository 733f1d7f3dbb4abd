import type { ReactNode } from 'react';

// Candidates only; each is parsed as a URL before it becomes a link.
const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/gi;
// Sentence punctuation right after a link is not part of it: "see https://x.org/a."
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A creator's text with its http(s) addresses made clickable. Everything is rendered as React
 * text, never as HTML, so a description cannot inject markup; only http(s) URLs become links.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const url = raw.replace(TRAILING_PUNCTUATION, '');
    const href = safeHref(url);
    if (!href) continue;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a
        key={start}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-primary underline underline-offset-2"
      >
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
