import { Resvg } from '@resvg/resvg-js';

/** Renders an SVG to a PNG `width` pixels wide (the height follows the viewBox). No fonts are loaded. */
export function renderPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.max(1, Math.round(width)) },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
    imageRendering: 0,
    logLevel: 'off',
  });
  return resvg.render().asPng();
}
