import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The web app lives in src/web; its build lands in dist/web, which the server serves.
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
});
