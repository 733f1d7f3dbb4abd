// Compiles the message catalogs (src/shared/i18n/messages/<locale>/*.json) into typed message
// functions (generated, not committed), then checks the output. Twice, with one API:
// - src/shared/i18n/paraglide, one module per message, for the web: Vite then bundles each
//   screen's words with the screen (Login carries only Login's);
// - src/shared/i18n/paraglide-server, one module per locale, for Node (tsconfig.json's paths send
//   the server, its tests and the benches there): Node loads 3 files instead of 3,117, which
//   took a second off every server start.
// Paraglide reports success even when its storage plugin fails to load (a wrong module path, or
// a CDN address with no network) and then emits zero messages, so this script counts them and
// fails the build, the tests and the install when any catalog message is missing from either.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@inlang/paraglide-js';

const root = new URL('..', import.meta.url).pathname;
const catalogs = join(root, 'src/shared/i18n/messages');
const outputs = {
  'message-modules': join(root, 'src/shared/i18n/paraglide'),
  'locale-modules': join(root, 'src/shared/i18n/paraglide-server'),
} as const;

for (const [outputStructure, outdir] of Object.entries(outputs)) {
  await compile({
    project: join(root, 'project.inlang'),
    outdir,
    outputStructure: outputStructure as keyof typeof outputs,
    // The choice made with the switch in My Space (src/web/i18n/i18n.ts defines 'custom-choice':
    // only the switch stores it); else the browser's languages, read on every visit; else
    // English. Not 'localStorage': the runtime writes the language it resolves there on a first
    // visit, which then outlived a change of the browser's language.
    strategy: ['custom-choice', 'preferredLanguage', 'baseLocale'],
    emitTsDeclarations: true,
    emitReadme: false,
  });
}

const locales = readdirSync(catalogs);
const keysOf = (locale: string) =>
  readdirSync(join(catalogs, locale))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      Object.keys(JSON.parse(readFileSync(join(catalogs, locale, file), 'utf8')) as object),
    )
    .filter((key) => key !== '$schema');
const expected = keysOf('en');

/** The messages each output holds in every locale: files per message, or exports per locale. */
const compiledIn: Record<keyof typeof outputs, (outdir: string) => Set<string>> = {
  'message-modules': (outdir) =>
    new Set(
      readdirSync(join(outdir, 'messages'))
        .filter((file) => file.endsWith('.js') && !file.startsWith('_'))
        .map((file) => file.slice(0, -'.js'.length)),
    ),
  'locale-modules': (outdir) => {
    const exportsOf = (file: string) =>
      new Set(
        [
          ...readFileSync(join(outdir, 'messages', file), 'utf8').matchAll(/^export const (\w+)/gm),
        ].map((match) => match[1]!),
      );
    const perLocale = locales.map((locale) => exportsOf(`${locale}.js`));
    return new Set(
      [...exportsOf('_index.js')].filter((key) => perLocale.every((names) => names.has(key))),
    );
  },
};

for (const [outputStructure, outdir] of Object.entries(outputs)) {
  const compiled = compiledIn[outputStructure as keyof typeof outputs](outdir);
  const missing = expected.filter((key) => !compiled.has(key));
  if (expected.length === 0 || missing.length > 0) {
    console.error(
      `i18n: ${expected.length} messages in the English catalog, ${compiled.size} compiled in ${outdir}; missing: ${missing.slice(0, 10).join(', ') || 'all'}`,
    );
    process.exit(1);
  }
}
console.log(`i18n: ${expected.length} messages compiled for ${locales.join(', ')}, web and server`);
