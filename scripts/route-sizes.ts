/**
 * What a phone downloads to show each of the app's main pages: from the web build's manifest,
 * the app's entries and everything they import, plus the page's own chunk, the English messages the
 * frame and the page wait for, the schemas the page's first answer waits for, and everything
 * those import, as gzipped bytes. Read after `npm run build`; the budgets keep pages light enough for a
 * phone on a slow line.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FRAME_MESSAGE_AREAS } from '../apps/web/src/app/frame-message-areas.ts';
import { PAGE_CHUNKS, type PageName } from '../apps/web/src/app/page-chunks.ts';
import type { contractSchemas } from '../apps/web/src/lib/contract-schemas.ts';

type SchemaPart = keyof typeof contractSchemas;

export const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

/**
 * Each measured page: its screen (apps/web/src/app/page-chunks.ts, with the module its route loads
 * and the message areas it waits for beyond the frame's), and the parts of the contract's schemas
 * its first screen waits for when it asks for its first answer, fetched beside it
 * (lib/contract-schemas.ts): a public story's page and the archive's come with their answer and wait
 * for none, a private story's waits for the story schemas, which are counted.
 */
export const ROUTES = {
  home: { page: 'home', schemas: [] },
  generator: { page: 'generate', schemas: [] },
  player: { page: 'play', schemas: ['stories'] },
  archives: { page: 'archives', schemas: ['stories'] },
} as const satisfies Record<string, { page: PageName; schemas: readonly SchemaPart[] }>;

/** The module of a part of the contract's schemas, as the build's manifest names it. */
const schemasModule = (part: SchemaPart) => `../../packages/contract/src/schemas/${part}.ts`;

/** English is fetched in every language, as the fallback under it: its areas are what every visitor waits for. */
const messageModule = (area: string) => `src/i18n/messages/en/${area}.json`;

export type RouteName = keyof typeof ROUTES;

/**
 * The most JavaScript a page may need, gzipped, in bytes (kB of 1000 bytes). Every page carries the
 * frame: Preact with its React layer (about 11 kB), React Router's declarative router (13 kB),
 * TanStack Query (12 kB), react-intl (13 kB), the frame's own code and its English messages. The
 * player and the archives also wait for zod (about 25 kB) with the contract's story schemas,
 * fetched beside their first answer.
 */
export const ROUTE_BUDGETS: Partial<Record<RouteName, number>> = {
  home: 100_000,
  player: 150_000,
};

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: RouteName;
  /** The JavaScript files the page needs before it shows, build-relative. */
  files: string[];
  gzipBytes: number;
  budgetBytes: number | null;
}

export function readManifest(dist = WEB_DIST): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk named `key` and every chunk it imports statically, directly or not. */
function withStaticImports(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key)) return found;
  if (!manifest[key]) throw new Error(`the build manifest has no ${key}`);
  found.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, found);
  return found;
}

/** As the server sends it: gzip at its highest level, which the build writes beside each file. */
const gzipSize = (file: string) =>
  zlib.gzipSync(fs.readFileSync(file), { level: zlib.constants.Z_BEST_COMPRESSION }).length;

export function routeSizes(dist = WEB_DIST): RouteSize[] {
  const manifest = readManifest(dist);
  // Every page runs all of index.html's scripts.
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('the build manifest has no entry');
  return (Object.keys(ROUTES) as RouteName[]).map((route) => {
    const { page, schemas } = ROUTES[route];
    const { module, areas } = PAGE_CHUNKS[page];
    const waitedFor = [
      module,
      ...[...FRAME_MESSAGE_AREAS, ...areas].map(messageModule),
      ...schemas.map(schemasModule),
    ];
    const keys = waitedFor.reduce(
      (found, key) => withStaticImports(manifest, key, found),
      entries.reduce((found, entry) => withStaticImports(manifest, entry, found), new Set<string>()),
    );
    const files = [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
    return {
      route,
      files,
      gzipBytes: files.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0),
      budgetBytes: ROUTE_BUDGETS[route] ?? null,
    };
  });
}

/** Whether a built file holds zod: its classes keep their names, such as `$ZodType`, when minified. */
export const holdsZod = (file: string, dist = WEB_DIST) =>
  fs.readFileSync(path.join(dist, file), 'utf8').includes('$ZodType');

export const describeRouteSize = ({ route, files, gzipBytes, budgetBytes }: RouteSize) =>
  `${route}: ${(gzipBytes / 1000).toFixed(1)} kB of JavaScript gzipped in ${files.length} files` +
  (budgetBytes === null ? '' : ` (budget ${budgetBytes / 1000} kB)`);
