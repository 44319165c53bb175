import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups';
import { precompress } from './scripts/precompress';
import {
  isApiRead,
  isSharedPage,
  isSpeechAudio,
  OFFLINE_CACHES,
  SHARED_PAGES_CACHE,
  speechFromCachedLists,
  wholeAudioFile,
} from './src/client/pwa/cache-rules';

const clientRoot = fileURLToPath(new URL('./src/client', import.meta.url));
const apiPort = process.env.PORT ?? '5000';

// The client is two pages: the app (index.html) and the full-page sign-in (login.html).
export default defineConfig({
  root: clientRoot,
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // The installable, offline app. src/client/native/service-worker.ts registers the worker and
    // asks before switching to a new version ('prompt').
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Uplift',
        short_name: 'Uplift',
        description: 'Motivational speeches written and voiced for exactly what you are facing.',
        theme_color: '#8B5CF6',
        background_color: '#8B5CF6',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Reminders: the push and notification-click handlers (src/client/public/reminder-sw.js).
        importScripts: ['/reminder-sw.js'],
        globPatterns: ['**/*.{html,js,css,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // Query strings only steer the client (/login.html?mode=signup): match the precached file anyway.
        ignoreURLParametersMatching: [/.*/],
        // A shared speech's page (/s/…) is the server's, never the app's.
        navigateFallbackDenylist: [/^\/api\//, /^\/s\//],
        // The first visit's API answers are cached too; an update still waits for the prompt.
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: isSpeechAudio,
            handler: 'CacheFirst',
            options: {
              cacheName: OFFLINE_CACHES.audio,
              cacheableResponse: { statuses: [200] },
              rangeRequests: true,
              expiration: { maxEntries: 20, purgeOnQuotaError: true },
              plugins: [wholeAudioFile],
            },
          },
          {
            // Fresh when online (a revoked link is gone at once), the last copy offline.
            urlPattern: isSharedPage,
            handler: 'NetworkFirst',
            options: {
              cacheName: SHARED_PAGES_CACHE,
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              rangeRequests: true,
              expiration: { maxEntries: 40, purgeOnQuotaError: true },
              plugins: [wholeAudioFile],
            },
          },
          {
            urlPattern: isApiRead,
            handler: 'NetworkFirst',
            options: {
              cacheName: OFFLINE_CACHES.api,
              // On a bad connection, the last answer after 4 s beats a spinner; the fresh one still lands.
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, purgeOnQuotaError: true },
              plugins: [speechFromCachedLists],
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // The app has one stylesheet (Tailwind's, src/client/styles.css), which each page has from the start:
    // the server writes it into index.html (src/server/http/inline-stylesheets.ts). Split per chunk, it
    // would be listed as a dependency of the lazy chunks too, and Vite's loader, finding no <link> to it,
    // would fetch it again.
    cssCodeSplit: false,
    // .vite/manifest.json, for the server's route preloads (src/server/http/route-preloads.ts); it is
    // neither served nor precached (no .json in globPatterns).
    manifest: true,
    rollupOptions: {
      input: {
        index: `${clientRoot}/index.html`,
        login: `${clientRoot}/login.html`,
      },
      output: {
        codeSplitting: { groups: chunkGroups() },
        plugins: [precompress()],
      },
    },
  },
  server: {
    port: 5173,
    // The browser's Host kept (a bare target string would rewrite it to the API's), so the API's CSRF check
    // sees its Origin as this site's and lets sign-in and other POSTs through.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
