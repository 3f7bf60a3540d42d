/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// From the contract's source: the config is loaded before anything is built.
import { WEB_BASENAME } from '../../packages/contract/src/web-pages.ts';
import { resolveSource } from '../../source-conditions.ts';
import { precompress } from './precompress.ts';

const apiOrigin = 'http://localhost:8080';

export default defineConfig({
  ...resolveSource,
  base: `${WEB_BASENAME}/`,
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: {
      '/v1': apiOrigin,
      '/data': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks each page needs, for the per-page size budgets (scripts/route-sizes.ts).
    manifest: true,
    rolldownOptions: {
      // Rolldown would move modules that a page shares with a chunk loaded later (the contract's
      // messages, shared with its schemas) into that chunk, and the page would then load it at
      // once: zod with every page. Shared modules stay in chunks of their own instead.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
