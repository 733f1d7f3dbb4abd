import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
    // hundred bytes, each costing a request and its headers. Dialogs stay in their own chunk.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'ui', test: /src[\\/]web[\\/]components[\\/]ui[\\/](?!dialog)|react-label/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
});
