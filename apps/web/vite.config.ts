/// <reference types="vitest/config" />
import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// From the contract's source: the config is loaded before anything is built.
import { WEB_BASENAME } from '../../packages/contract/src/web-pages.ts';
import { resolveSource } from '../../source-conditions.ts';

const apiOrigin = 'http://localhost:8080';

/**
 * The interface's messages are parsed when the app is built, so the browser gets them ready to
 * format and react-intl's ICU parser stays out of the bundle (the alias below).
 */
function precompiledMessages(): Plugin {
  return {
    name: 'storyloom:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/i18n\/messages\/[^/]+\/[^/]+\.json$/.test(id)) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  ...resolveSource,
  resolve: {
    ...resolveSource.resolve,
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  base: `${WEB_BASENAME}/`,
  plugins: [precompiledMessages(), react(), tailwindcss()],
  server: {
    proxy: {
      '/v1': apiOrigin,
      '/data': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
}));
