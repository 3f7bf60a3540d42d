import { type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';

/**
 * Renders an SVG to a PNG `width` pixels wide (the height follows the viewBox), on libuv's thread
 * pool so a server keeps answering while pictures render. No fonts are loaded: pictures hold no text.
 */
export async function renderPng(svg: string, width: number): Promise<Buffer> {
  return (await renderAsync(svg, renderOptions(width))).asPng();
}

const renderOptions = (width: number): ResvgRenderOptions => ({
  fitTo: { mode: 'width', value: Math.max(1, Math.round(width)) },
  font: { loadSystemFonts: false },
  shapeRendering: 2,
  imageRendering: 0,
  logLevel: 'off',
});
