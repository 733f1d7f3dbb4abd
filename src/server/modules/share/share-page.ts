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
 * The SPA's index.html with a page's title and social-preview tags written into its head,
 * because crawlers read the HTML and run no JavaScript.
 */
function withTags(
  indexHtml: string,
  page: { title: string; description: string; url: string; image: string; largeImage: boolean },
) {
  const { title, description } = page;
  const tags: Array<[string, string, string]> = [
    ['name', 'description', description],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', page.image],
    ['property', 'og:url', page.url],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Underprint'],
    ['name', 'twitter:card', page.largeImage ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ...(page.largeImage ? [['name', 'twitter:image', page.image] as [string, string, string]] : []),
  ];
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
  // The app's own title and description go (the page gets its own); index.html writes its
  // description over several lines, so the pattern allows any spacing inside the tag.
  const bare = indexHtml.replace(TITLE_TAG, () => '').replace(DESCRIPTION_TAGS, () => '');
  // Spliced, not String.replace: a replacement string reads `$'`, `$&` and `` $` `` in a
  // creator's title as patterns and would copy the page's own head into the tags.
  const at = bare.indexOf('</head>');
  if (at < 0) return bare;
  return `${bare.slice(0, at)}    ${head}\n  ${bare.slice(at)}`;
}

const TITLE_TAG = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION_TAGS = /[ \t]*<meta\s[^>]*\bname\s*=\s*["']description["'][^>]*>[ \t]*\n?/gi;

/**
 * A treasure hunt's page: its title, outline and the app's logo as the picture. No step's
 * photo, place or text is in it: those are for players on their turn.
 */
export function renderHuntPage(indexHtml: string, hunt: SharedHunt, publicUrl: string): string {
  const description =
    hunt.description?.trim() ||
    `${hunt.totalSteps} hidden ${hunt.totalSteps === 1 ? 'message' : 'messages'} to find${hunt.createdBy ? `, by ${hunt.createdBy.nickname}` : ''}. Play it with Underprint.`;
  return withTags(indexHtml, {
    title: `Treasure Hunt on Underprint - ${hunt.title}`,
    description,
    image: `${publicUrl}/logo.svg`,
    url: `${publicUrl}/hunt/${hunt.id}`,
    largeImage: false,
  });
}

/** One message's page: its kind, public description and (blurred for strangers) photo. */
export function renderSharePage(indexHtml: string, photo: SharedPhoto, publicUrl: string): string {
  return withTags(indexHtml, {
    title: shareTitle(photo.messageType),
    description: photo.publicDescription?.trim() || DEFAULT_DESCRIPTION,
    image: `${publicUrl}${photo.imageUrl}`,
    url: `${publicUrl}/shared/${photo.id}`,
    largeImage: true,
  });
}
