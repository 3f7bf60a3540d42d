import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_AREAS } from '../i18n/catalog.ts';
import { FRAME_MESSAGE_AREAS } from './frame-message-areas.ts';
import { PAGE_CHUNKS, type PageName } from './page-chunks.ts';

const sourceDir = path.resolve(import.meta.dirname, '..');

/** The app's own modules, without tests. */
function appModules(dir = sourceDir, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'messages') appModules(full, found);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

// A chunk fetched with message areas of its own: a screen in router.tsx, its areas named there or in
// page-chunks.ts, or a part of the frame.
const LAZY_CHUNK =
  /lazy(?:Page|WithMessages)\(\s*(?:\[([^\]]*)\]|PAGE_CHUNKS\.(\w+)\.areas),\s*async \(\) =>\s*\(await import\('([^']+)'\)\)/g;

interface LazyChunk {
  module: string;
  areas: string[];
  /** The screen's entry in page-chunks.ts, for a screen whose areas are named there. */
  page?: PageName;
}

function lazyChunks(): LazyChunk[] {
  return appModules().flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(LAZY_CHUNK)].map(([, areas = '', page, module = '']) => ({
      module: path.resolve(path.dirname(file), module),
      ...(page
        ? { page: page as PageName, areas: [...PAGE_CHUNKS[page as PageName].areas] }
        : { areas: [...areas.matchAll(/'(\w+)'/g)].map(([, area]) => area ?? '') }),
    })),
  );
}

/** The modules `entry` brings, statically or not, short of the chunks that fetch their own areas. */
function reachable(entry: string, stopAt: Set<string>, found = new Set<string>()): Set<string> {
  if (found.has(entry)) return found;
  found.add(entry);
  const source = fs.readFileSync(entry, 'utf8');
  for (const [statement, spec = ''] of source.matchAll(
    /(?:^(?:import|export)\s[^;]*?from\s+|import\()'(\.[^']+)'/gms,
  )) {
    if (/^import\s+type\s/.test(statement)) continue;
    const module = path.resolve(path.dirname(entry), spec);
    if (/\.tsx?$/.test(module) && !stopAt.has(module)) reachable(module, stopAt, found);
  }
  return found;
}

const MESSAGE_ID = new RegExp(`'(${MESSAGE_AREAS.join('|')})\\.\\w+'`, 'g');

/** The areas of the message ids the modules ask for (comments left out). */
function areasAskedFor(modules: Set<string>): string[] {
  const areas = new Set<string>();
  for (const module of modules) {
    const code = fs
      .readFileSync(module, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .join('\n');
    for (const [, area = ''] of code.matchAll(MESSAGE_ID)) areas.add(area);
  }
  return [...areas].sort();
}

describe('the message areas fetched before a text is shown', () => {
  const chunks = lazyChunks();
  const chunkModules = new Set(chunks.map((chunk) => chunk.module));

  it('finds the screens and the frame parts that are fetched with their areas', () => {
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) expect(fs.existsSync(chunk.module), chunk.module).toBe(true);
  });

  it('imports for each screen the module its page names for the browser (page-chunks.ts)', () => {
    const screens = chunks.filter((chunk) => chunk.page);
    expect(screens.map((chunk) => chunk.page).sort()).toEqual(Object.keys(PAGE_CHUNKS).sort());
    for (const { page, module } of screens) {
      expect(module, page).toBe(path.resolve(sourceDir, '..', PAGE_CHUNKS[page as PageName].module));
    }
  });

  it('fetches every area the frame shows before the first render', () => {
    const frame = reachable(path.join(sourceDir, 'main.tsx'), chunkModules);
    const missing = areasAskedFor(frame).filter((area) => !FRAME_MESSAGE_AREAS.includes(area as never));
    expect(missing).toEqual([]);
  });

  it('fetches every area a screen or a part of the frame shows, with its chunk', () => {
    const missing = chunks.flatMap(({ module, areas }) => {
      const others = new Set([...chunkModules].filter((other) => other !== module));
      return areasAskedFor(reachable(module, others))
        .filter((area) => !areas.includes(area) && !FRAME_MESSAGE_AREAS.includes(area as never))
        .map((area) => `${path.relative(sourceDir, module)}: ${area}`);
    });
    expect(missing).toEqual([]);
  });
});
