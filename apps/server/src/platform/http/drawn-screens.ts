import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DrawnScreen, DrawScreen, ScreenRequest } from '@storyloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { unlessLate } from '../../lib/concurrency.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { HEAD_END } from './page-preview.ts';

/** Where the web app's build keeps its renderer (apps/web/vite.config.ts). */
const RENDERER_FILE = path.join('.render', 'server-render.js');

/**
 * The web app's renderer from its build, loaded again when a new build replaces it; null when the
 * build has none (the app then draws every screen in the browser, as it can).
 */
export function webRenderer(webDist: string, log: FastifyBaseLogger): () => Promise<DrawScreen | null> {
  const file = path.join(webDist, RENDERER_FILE);
  let loaded: { mtimeMs: number; draw: Promise<DrawScreen | null> } | null = null;
  return async () => {
    const mtimeMs = await fs.promises.stat(file).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(file).href}?build=${mtimeMs}`;
      const draw = import(url).then(
        (module: { drawScreen?: DrawScreen }) => module.drawScreen ?? null,
        (error: unknown) => {
          log.error(
            { err: error, file },
            'could not load the web app’s renderer: pages are drawn in the browser',
          );
          return null;
        },
      );
      loaded = { mtimeMs, draw };
    }
    return loaded.draw;
  };
}

/** A page waits this long at most for its screen: drawing takes milliseconds, a stuck one never ends. */
const DRAW_WAIT_MS = 1_000;

/**
 * The screen drawn by the renderer, or null when it could not be in time (logged): the page then
 * goes as it is, and the app draws the screen in the browser.
 */
export async function drawnScreen(
  draw: DrawScreen | null,
  request: ScreenRequest,
  log: FastifyBaseLogger,
): Promise<DrawnScreen | null> {
  if (!draw) return null;
  try {
    return await unlessLate(draw(request), DRAW_WAIT_MS, () => {
      throw new Error(`drawing took longer than ${DRAW_WAIT_MS} ms`);
    });
  } catch (error) {
    log.warn({ err: error, url: request.url }, 'could not draw the page’s first screen');
    return null;
  }
}

const ROOT = /<div id="root"><\/div>/;
const HTML_START = /<html lang="[^"]*">/;

/**
 * The app's page with its first screen in the root element, <html> in the screen's language and
 * direction, and the screen's style sheet in the head under the answer's style nonce.
 */
export function withDrawnScreen(html: string, screen: DrawnScreen, styleNonce: string): string {
  if (!ROOT.test(html)) return html;
  const lang = escapeHtml(screen.locale);
  const styles =
    screen.css && `    <style nonce="${escapeHtml(styleNonce)}">${screen.css}</style>\n  </head>`;
  return html
    .replace(HTML_START, () => `<html lang="${lang}" dir="${screen.dir}">`)
    .replace(ROOT, () => `<div id="root">${screen.html}</div>`)
    .replace(HEAD_END, (end) => styles || end);
}
