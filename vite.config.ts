import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

const clientRoot = fileURLToPath(new URL('./src/client', import.meta.url));
const apiPort = process.env.PORT ?? '5000';

// The client is two pages: the app (index.html) and the full-page sign-in (login.html, SPEC §2).
export default defineConfig({
  root: clientRoot,
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: `${clientRoot}/index.html`,
        login: `${clientRoot}/login.html`,
      },
      output: {
        plugins: [precompress()],
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
