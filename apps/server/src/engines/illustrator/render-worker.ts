import { type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';
import { serveWorkerCalls } from '../../lib/worker-calls.ts';
import type { PngRequest } from './render.ts';

/** No fonts are loaded: pictures hold no text. */
const renderOptions = (width: number): ResvgRenderOptions => ({
  fitTo: { mode: 'width', value: Math.max(1, Math.round(width)) },
  font: { loadSystemFonts: false },
  shapeRendering: 2,
  imageRendering: 0,
  logLevel: 'off',
});

serveWorkerCalls<PngRequest, Uint8Array>(async ({ svg, width }) =>
  (await renderAsync(svg, renderOptions(width))).asPng(),
);
