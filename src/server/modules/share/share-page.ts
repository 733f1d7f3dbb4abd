import type { SharedHunt } from '@/shared/contract/hunts';
import type { SharedPhoto } from '@/shared/contract/photos';

const DEFAULT_DESCRIPTION =
  'A secret is hidden at this spot. Go there and scan the printed text with Underprint to reveal it.';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function shareTitle(messageType: SharedPhoto['messageType']): string {
  return `Hidden Message on Underprint - ${messageType === 'pdf' ? 'Secret Document' : 'Secret Text'}`;
}

/**
 * The SPA's index.html with the title and social-preview tags of one message written in,
 * because crawlers read the HTML and run no JavaScript.
 */
/** The index.html with these social tags written into its head. */
function withTags(indexHtml: string, title: string, tags: Array<[string, string, string]>) {
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${head}\n  </head>`);
}

/**
 * A treasure hunt's page: its title, outline and the app's logo as the picture. No step's
 * photo, place or text is in it: those are for players on their turn.
 */
export function renderHuntPage(indexHtml: string, hunt: SharedHunt, publicUrl: string): string {
  const title = `Treasure Hunt on Underprint - ${hunt.title}`;
  const description =
    hunt.description?.trim() ||
    `${hunt.totalSteps} hidden ${hunt.totalSteps === 1 ? 'message' : 'messages'} to find${hunt.createdBy ? `, by ${hunt.createdBy.nickname}` : ''}. Play it with Underprint.`;
  return withTags(indexHtml, title, [
    ['name', 'description', description],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', `${publicUrl}/logo.svg`],
    ['property', 'og:url', `${publicUrl}/hunt/${hunt.id}`],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Underprint'],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ]);
}

export function renderSharePage(indexHtml: string, photo: SharedPhoto, publicUrl: string): string {
  const title = shareTitle(photo.messageType);
  const description = photo.publicDescription?.trim() || DEFAULT_DESCRIPTION;
  const tags: Array<[string, string, string]> = [
    ['name', 'description', description],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', `${publicUrl}${photo.imageUrl}`],
    ['property', 'og:url', `${publicUrl}/shared/${photo.id}`],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Underprint'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', `${publicUrl}${photo.imageUrl}`],
  ];
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${head}\n  </head>`);
}
