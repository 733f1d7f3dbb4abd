// Compiles the message catalogs (src/shared/i18n/messages/<locale>/*.json) into typed message
// functions in src/shared/i18n/paraglide (generated, not committed), then checks the output.
// Paraglide reports success even when its storage plugin fails to load (a wrong module path, or
// a CDN address with no network) and then emits zero messages, so this script counts them and
// fails the build, the tests and the install when any catalog message is missing from the output.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@inlang/paraglide-js';

const root = new URL('..', import.meta.url).pathname;
const catalogs = join(root, 'src/shared/i18n/messages');
const outdir = join(root, 'src/shared/i18n/paraglide');

await compile({
  project: join(root, 'project.inlang'),
  outdir,
  // The choice made with the switch in My Space (src/web/i18n/i18n.ts defines 'custom-choice':
  // only the switch stores it); else the browser's languages, read on every visit; else English.
  // Not 'localStorage': the runtime writes the language it resolves there on a first visit,
  // which then outlived a change of the browser's language.
  strategy: ['custom-choice', 'preferredLanguage', 'baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
});

const keysOf = (locale: string) =>
  readdirSync(join(catalogs, locale))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      Object.keys(JSON.parse(readFileSync(join(catalogs, locale, file), 'utf8')) as object),
    )
    .filter((key) => key !== '$schema');

const expected = keysOf('en');
const compiled = new Set(
  readdirSync(join(outdir, 'messages'))
    .filter((file) => file.endsWith('.js') && !file.startsWith('_'))
    .map((file) => file.slice(0, -'.js'.length)),
);
const missing = expected.filter((key) => !compiled.has(key));
if (expected.length === 0 || missing.length > 0) {
  console.error(
    `i18n: ${expected.length} messages in the English catalog, ${compiled.size} compiled; missing: ${missing.slice(0, 10).join(', ') || 'all'}`,
  );
  process.exit(1);
}
console.log(`i18n: ${compiled.size} messages compiled for ${readdirSync(catalogs).join(', ')}`);
