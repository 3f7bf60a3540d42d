import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';

/** One import that crosses a boundary: the importing file, what it imports and the rule it breaks. */
export interface Violation {
  file: string;
  imports: string;
  rule: string;
}

/** Decides whether `from` may import `to` (both repo-relative, `/`-separated); returns the broken rule or null. */
type Rule = (from: string, to: string) => string | null;

const SOURCE_FILE = /\.(ts|tsx|mts|mjs)$/;
const IMPORT_SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s(?:type\s)?[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

export function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || path.split('/').includes('test');
}

/** Every source file under `dir`, repo-relative. */
function listSourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The module specifiers a source text imports or re-exports, static or dynamic. */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT_SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** Where a relative specifier points, repo-relative; packages and `node:` modules stay as written. */
function resolveSpecifier(file: string, specifier: string): string {
  return specifier.startsWith('.') ? posix.join(dirname(file), specifier) : specifier;
}

const WEB = 'apps/web/src/';
const SERVER = 'apps/server/src/';

function under(path: string, folder: string): boolean {
  return path.startsWith(folder);
}

/** `features/<name>` for a web feature file, else null. */
function webFeature(path: string): string | null {
  const match = /^apps\/web\/src\/features\/([^/]+)\//.exec(path);
  return match ? (match[1] ?? null) : null;
}

const webRules: Rule[] = [
  (from, to) => {
    const feature = webFeature(from);
    if (!feature || !under(to, WEB)) return null;
    // i18n/ is the interface's words, which every screen speaks through.
    const allowed = [`features/${feature}/`, 'components/', 'lib/', 'config/', 'i18n/'];
    return allowed.some((folder) => under(to, WEB + folder))
      ? null
      : 'a feature imports only components/, lib/, config/, i18n/, its own folder and packages';
  },
  (from, to) =>
    ['components/', 'lib/', 'config/'].some((folder) => under(from, WEB + folder)) &&
    (under(to, `${WEB}features/`) || under(to, `${WEB}app/`))
      ? 'components/, lib/ and config/ never import features/ or app/'
      : null,
];

/** The engine a server file belongs to, else null. */
function serverEngine(path: string): string | null {
  const match = /^apps\/server\/src\/engines\/([^/]+)\//.exec(path);
  return match ? (match[1] ?? null) : null;
}

const serverRules: Rule[] = [
  (from, to) => {
    const fromEngine = serverEngine(from);
    const toEngine = serverEngine(to);
    return fromEngine && toEngine && fromEngine !== toEngine && toEngine !== 'drawing'
      ? 'an engine never imports another engine, only engines/drawing/'
      : null;
  },
  (from, to) => {
    if (!serverEngine(from) && !under(from, `${SERVER}domain/`)) return null;
    const forbidden = ['features/', 'providers/', 'platform/http/'];
    return forbidden.some((folder) => under(to, SERVER + folder)) || to === `${SERVER}app.ts`
      ? 'engines/ and domain/ never import features/, providers/, platform/http/ or app.ts'
      : null;
  },
  (from, to) =>
    under(from, `${SERVER}providers/`) && under(to, `${SERVER}features/`)
      ? 'providers/ never import features/'
      : null,
  (from, to) =>
    under(from, `${SERVER}lib/`) && under(to, SERVER) && !under(to, `${SERVER}lib/`)
      ? 'lib/ imports nothing from the app'
      : null,
];

const anywhereRules: Rule[] = [
  (_from, to) => (isTestFile(to) ? 'only tests import test folders and *.test.ts files' : null),
];

const rules = [...webRules, ...serverRules, ...anywhereRules];

/** The rules a repo-relative `file` breaks by importing `specifier`. */
export function brokenRules(file: string, specifier: string): string[] {
  const target = resolveSpecifier(file, specifier);
  return rules.map((rule) => rule(file, target)).filter((broken) => broken !== null);
}

/** Every boundary violation in the non-test source files of the web app and the server. */
export function findViolations(root: string): Violation[] {
  const files = [...listSourceFiles(root, WEB), ...listSourceFiles(root, SERVER)].filter(
    (file) => !isTestFile(file),
  );
  return files.flatMap((file) =>
    importSpecifiers(readFileSync(join(root, file), 'utf8')).flatMap((specifier) =>
      brokenRules(file, specifier).map((rule) => ({ file, imports: specifier, rule })),
    ),
  );
}

export function formatViolation({ file, imports, rule }: Violation): string {
  return `${file}: imports ${imports} (${rule})`;
}
