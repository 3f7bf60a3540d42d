/// <reference types="vitest/config" />
import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// From the contract's source: the config is loaded before anything is built.
import { PAGE_SCRIPT_META } from '../../packages/contract/src/page-scripts.ts';
import { WEB_BASENAME } from '../../packages/contract/src/web-pages.ts';
import { resolveSource } from '../../source-conditions.ts';
import { precompress } from './precompress.ts';
import { FRAME_MESSAGE_AREAS } from './src/app/frame-message-areas.ts';
import { PAGE_CHUNKS } from './src/app/page-chunks.ts';

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

/** The module of an area's English messages, as the build's chunks name their source. */
const englishMessages = (area: string) => `src/i18n/messages/en/${area}.json`;

/** The app's entry and the modules Vite has the page preload, as Vite writes them into the page. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** What the page runs on its own before the app: src/before-app.ts and what it imports. */
const BEFORE_APP_MODULES =
  /\/(apps\/web\/src\/(before-app|load-app|i18n\/intl-warm-up)|packages\/contract\/src\/page-scripts)\.ts$/;

/** A script named in the page's head for src/load-app.ts to load. */
const pageScript = (name: string, src: string) => `<meta name="${name}" content="${src}">`;

/** A link in the page's head that has the browser fetch a built file at once. */
const fetchAtOnce = (attrs: Record<string, string>, file: string): HtmlTagDescriptor => ({
  tag: 'link',
  attrs: { ...attrs, crossorigin: '', href: `${WEB_BASENAME}/${file}` },
  injectTo: 'head',
});

/**
 * The page's scripts, and what every page has the browser fetch beside the app's code, named in
 * index.html rather than found once the app has run:
 * - what the page runs on its own before the app (src/before-app.ts), first in the head and
 *   `async`, so it runs as soon as it arrives. It is the page's one script: it loads the app once the
 *   page has been shown (src/load-app.ts), so the app's entry and the modules Vite would have the
 *   page preload are named in `<meta>` tags instead (PAGE_SCRIPT_META);
 * - the frame's English messages, which the first render waits for in every language (English is
 *   the fallback under each), named the same way;
 * - the Latin letters of both fonts. The story's narration and every heading are set in the display
 *   font: drawn before it arrived they would be set again once it did, moving the story's words
 *   under a child's eyes (a layout shift of 0.12 on a slow phone). Every other text is set in the
 *   body font: found only once the style sheet is read, it arrived after the first layout, and the
 *   whole page was laid out again in it, on the page's one thread (about 60 ms here).
 */
function preloadInPage(): Plugin {
  const frameFiles = FRAME_MESSAGE_AREAS.map((area) => `/${englishMessages(area)}`);
  return {
    name: 'storyloom:preload-in-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const files = Object.values(bundle ?? {});
        const messages = files.filter(
          (chunk) =>
            chunk.type === 'chunk' &&
            chunk.moduleIds.some((id) => frameFiles.some((file) => id.endsWith(file))),
        );
        const beforeApp = files.find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/before-app.ts'),
        );
        if (!beforeApp) throw new Error('the build has no src/before-app.ts');
        const fonts = ['fredoka', 'nunito'].map((family) => {
          const font = files.find((file) =>
            new RegExp(`/${family}-latin-wght-normal-[^/]+\\.woff2$`).test(file.fileName),
          );
          if (!font) throw new Error(`the build has no Latin letters of ${family}`);
          return font;
        });
        if (!ENTRY_SCRIPT.test(html)) throw new Error('the page has no entry script');
        const named = html
          .replace(ENTRY_SCRIPT, (_script, src: string) => pageScript(PAGE_SCRIPT_META.entry, src))
          .replace(MODULE_PRELOAD, (_link, href: string) => pageScript(PAGE_SCRIPT_META.module, href));
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'script',
            attrs: {
              type: 'module',
              async: true,
              crossorigin: '',
              src: `${WEB_BASENAME}/${beforeApp.fileName}`,
            },
            injectTo: 'head-prepend',
          },
          ...messages.map(
            (chunk): HtmlTagDescriptor => ({
              tag: 'meta',
              attrs: { name: PAGE_SCRIPT_META.module, content: `${WEB_BASENAME}/${chunk.fileName}` },
              injectTo: 'head',
            }),
          ),
          ...fonts.map((font) =>
            fetchAtOnce({ rel: 'preload', as: 'font', type: 'font/woff2' }, font.fileName),
          ),
        ];
        return { html: named, tags };
      },
    },
  };
}

/**
 * Each screen's own chunks, for the server to name in the screen's page (.vite/page-preloads.json, read by
 * the server's web routes): the screen's module with what it imports and its English message areas,
 * less what the page already names for the frame. The browser then fetches them beside the app's
 * code, instead of once the app has run and asked for the screen.
 */
function pagePreloads(): Plugin {
  return {
    name: 'storyloom:page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, found: Set<string>): Set<string> => {
        if (found.has(fileName)) return found;
        found.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, found);
        return found;
      };
      const chunkOf = (module: string) =>
        chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)))?.fileName;
      // The page names its entries (index.html's scripts) and what they import.
      const entries = chunks.filter((chunk) => chunk.isEntry);
      if (entries.length === 0) throw new Error('the build has no entry chunk');
      const named = entries.reduce((found, entry) => withImports(entry.fileName, found), new Set<string>());
      for (const area of FRAME_MESSAGE_AREAS) {
        const file = chunkOf(englishMessages(area));
        if (file) named.add(file);
      }
      const preloads = Object.fromEntries(
        Object.entries(PAGE_CHUNKS).map(([page, { module, areas }]) => {
          const modules = [module, ...areas.map(englishMessages)];
          const files = new Set<string>();
          for (const file of modules.map(chunkOf)) {
            if (!file) throw new Error(`no chunk holds ${page}'s ${modules.join(', ')}`);
            withImports(file, files);
          }
          return [
            page,
            [...files].filter((file) => !named.has(file)).map((file) => `${WEB_BASENAME}/${file}`),
          ];
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/page-preloads.json',
        source: JSON.stringify(preloads),
      });
    },
  };
}

/**
 * Marks every chunk of the app for compiling as it downloads. A page runs most of the code it
 * fetches as soon as it arrives, yet a browser compiles each function only when first called, on
 * the page's one thread, in the middle of the app's first render. Chromium (136 and later) reads
 * this comment at the top of a file and compiles the whole file on a background thread while it
 * streams in; other browsers see a comment.
 */
function compileOnArrival(): Plugin {
  return {
    name: 'storyloom:compile-on-arrival',
    apply: 'build',
    // After Vite's own additions to the chunks, so the comment stays first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      },
    },
  };
}

/**
 * The installable app (manifest and icons) and its service worker, which keeps the app's shell for
 * opening with no network and answers saved stories' files (src/service-worker/sw.ts). The app
 * registers the worker itself (lib/offline/register-service-worker.ts).
 */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      name: 'Storyloom',
      short_name: 'Storyloom',
      description: 'Create personalised, narrated and illustrated stories starring your child.',
      id: `${WEB_BASENAME}/`,
      start_url: `${WEB_BASENAME}/`,
      scope: `${WEB_BASENAME}/`,
      display: 'standalone',
      theme_color: '#fff8ec',
      background_color: '#fff8ec',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{html,js,css,woff2,svg}'],
    },
  });

/**
 * The app is written against React's API and runs on Preact's React layer, in the browser and in
 * the tests alike: about 10 kB gzipped instead of React DOM's 63, so a phone can show the first page
 * sooner (see the page budgets in scripts/route-sizes.ts). The libraries built for React (React
 * Router, TanStack Query, react-intl, Testing Library) are given the same layer.
 */
const preactForReact = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * The renderer the server draws pages' first screens with (src/server-render.tsx), built after the
 * app into its folder's .render, which is never served (dotfiles are ignored there). Everything it
 * imports is in it, Preact's React layer included, so it runs on the server's own modules.
 */
const RENDERER_DIR = 'dist/.render';

export default defineConfig(({ command, isSsrBuild }) => ({
  ...resolveSource,
  ssr: { ...resolveSource.ssr, noExternal: true },
  resolve: {
    ...resolveSource.resolve,
    alias: [
      ...preactForReact,
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
    ],
  },
  base: `${WEB_BASENAME}/`,
  plugins: isSsrBuild
    ? [precompiledMessages(), react(), tailwindcss()]
    : [
        precompiledMessages(),
        preloadInPage(),
        pagePreloads(),
        compileOnArrival(),
        react(),
        tailwindcss(),
        installableApp(),
        precompress(),
      ],
  server: {
    proxy: {
      '/v1': apiOrigin,
      '/data': apiOrigin,
    },
  },
  build: isSsrBuild
    ? {
        outDir: RENDERER_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        // One file, which the server loads again as a whole when a new build replaces it.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Which chunks each page needs, for the per-page size budgets (scripts/route-sizes.ts).
        manifest: true,
        // Every browser the app supports follows modulepreload links itself: no script to do it.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The page itself, and what it runs on its own before the app (src/before-app.ts).
          input: { index: 'index.html', 'before-app': 'src/before-app.ts' },
          output: {
            codeSplitting: {
              // A group takes only the modules it names, not what they import.
              includeDependenciesRecursively: false,
              groups: [
                // What the page runs on its own before the app, in its own small file; the app's one
                // import of it (the event it sends once it has taken over) finds it already run.
                { name: 'before-app', test: BEFORE_APP_MODULES },
                // zod in one file, fetched only with the schemas that need it (lib/contract-schemas.ts):
                // never with the home page.
                { name: 'zod', test: /node_modules\/zod\// },
                // Everything the app's entry runs before any screen, libraries and the app's own frame,
                // in one file rather than a dozen: a phone on a slow line opens only a few connections
                // at once, and each file waits for one.
                {
                  name: 'frame',
                  tags: ['$initial'],
                  test: (id) => !BEFORE_APP_MODULES.test(id),
                },
              ],
            },
          },
        },
      },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Through Vite, so that the libraries built for React take Preact's layer too (preactForReact):
    // Testing Library's ES module, as its CommonJS one would require React itself.
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
    server: {
      deps: { inline: ['@testing-library/react', 'react-router', '@tanstack/react-query', 'react-intl'] },
    },
  },
}));
