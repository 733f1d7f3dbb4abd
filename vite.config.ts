import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

// The web app lives in src/web; its build lands in dist/web, which the server serves. Each text
// asset is written beside a brotli (.br) and a gzip (.gz) copy at build, so the server sends the
// smaller one without compressing per request (src/server/plugins/web-app.ts). Source maps are
// written for whoever debugs the build but no file links to them, and the server refuses them.
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.map$/, logLevel: 'silent' }),
    // Installable and offline (issue 21, decision 027): the manifest, and a service worker of our
    // own (src/web/sw.ts) into which Workbox injects the list of built files to precache. The
    // app registers it itself (src/web/lib/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'Underprint',
        short_name: 'Underprint',
        description:
          'Hide messages in the places around you and discover them by scanning printed text.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0b0b0f',
        theme_color: '#0b0b0f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The shell: scripts, styles, the page, icons. Compressed copies and source maps are
        // the server's business, not the cache's.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: 'hidden',
    // What every page needs (what the entry reaches statically) in one chunk, and the small form
    // primitives in another: otherwise Rolldown splits them into a dozen shared chunks of a few
    // hundred bytes, each costing a request and its headers. Dialogs and the toaster stay in
    // chunks of their own, fetched when one first opens (src/web/components/ui/toast-host.tsx).
    rolldownOptions: {
      output: {
        // The shared groups are named after every chunk that loads them ('shared~index~login-…'):
        // a name as long as a line, that says a screen is loaded where it is not.
        chunkFileNames: ({ name }) =>
          name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'ui',
              test: /src[\\/]web[\\/]components[\\/]ui[\\/](?!dialog|toaster)|react-label/,
            },
            // Icons that several lazy chunks draw: one chunk, not one request of 150 bytes each.
            {
              name: 'icons',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              minShareCount: 2,
            },
            // What lazy chunks share, grouped by the set of chunks that load it, and a group under
            // 6 KB merged into its nearest neighbour: My Space asked for 25 chunks as it opened,
            // most under 1 KB, and on HTTP/1.1's six connections each wave costs a round trip
            // (issue 21; 43 requests went to 30, and every page's bytes went down too). At 8 KB a
            // merge pulled a large chunk into My Space (+30 KB): re-check with bench:web.
            {
              name: 'shared',
              test: /src[\\/]|node_modules/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 6000,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
});
