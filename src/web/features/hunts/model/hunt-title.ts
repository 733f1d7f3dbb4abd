import { UNTITLED_HUNT } from '@/shared/rules/hunts';
import { m } from '@/web/i18n/i18n';

/**
 * A hunt's title as the reader sees it. The default title is stored as data, in English
 * ('Untitled Hunt', what the API has always answered): the web words it in the language in use
 * (decision 031). Any other title is the creator's own words.
 */
export const huntTitle = (title: string): string =>
  title === UNTITLED_HUNT ? m.hunts_untitled() : title;

/** What the title field keeps for what was typed: the default's words in any language are it. */
export const typedTitle = (typed: string): string =>
  typed === m.hunts_untitled() ? UNTITLED_HUNT : typed;
