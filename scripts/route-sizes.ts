/**
 * What a phone downloads to show each of the app's main pages: from the web build's manifest,
 * the app's entry and everything it imports, plus the page's own chunk and everything that
 * imports, as gzipped bytes. Read after `npm run build`; the budgets keep pages light enough for a
 * phone on a slow line.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

/** Each measured page, by the module its route loads (a key of the manifest). */
export const ROUTE_MODULES = {
  home: 'src/features/home/components/home-page.tsx',
  generator: 'src/features/generator/components/generator-page.tsx',
  player: 'src/features/player/components/player-page.tsx',
  archives: 'src/features/archives/components/archives-page.tsx',
} as const;

export type RouteName = keyof typeof ROUTE_MODULES;

/**
 * The most JavaScript a page may need, gzipped, in bytes (kB of 1000 bytes): a little above what
 * the pages need today, so that a change that makes them heavier is seen. Every page carries the
 * frame: React DOM (about 64 kB), React Router's data router (31 kB), react-intl with the English
 * messages (25 kB), TanStack Query (10 kB) and React (3 kB) come to about 133 kB before any page's
 * own code. The player adds zod (25 kB) with the contract's schemas, which check its answers.
 * The aim is 100 kB for home and 150 kB for the player: English messages fetched per page as the
 * other languages are, and the player's schemas loaded beside its first answer, are the next steps.
 */
export const ROUTE_BUDGETS: Partial<Record<RouteName, number>> = {
  home: 165_000,
  player: 215_000,
};

interface ManifestChunk {
  file: string;
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
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  return (Object.keys(ROUTE_MODULES) as RouteName[]).map((route) => {
    const keys = withStaticImports(manifest, ROUTE_MODULES[route], withStaticImports(manifest, entry));
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
