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
 * frame, about 120 kB: React DOM (about 66 kB), React Router's declarative router (13 kB),
 * TanStack Query (11 kB), react-intl (6 kB), the contract's messages and constants (5 kB), React
 * (3 kB) and the app's own frame: header, footer, notices, the session and the story being made.
 * The interface's messages, English too, are fetched by area beside each page; the account menu,
 * the offer of stories made before signing in and the print order dialog are fetched when shown.
 * The player checks its answers with the contract's schemas, and zod with them, fetched beside its
 * first answer, so its 150 kB are the frame and its own code. The aim for home is 100 kB: the
 * query cache is the next step, needed by the frame's session and story being made but not by the
 * home page itself.
 */
export const ROUTE_BUDGETS: Partial<Record<RouteName, number>> = {
  home: 132_000,
  player: 150_000,
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
