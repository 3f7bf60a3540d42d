/** SVG building blocks: numbers, shapes, smooth paths and gradients collected per layer. */

/** A number as SVG wants it: at most one decimal, no "-0". */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export type Point = [number, number];

/** A gradient stop: a colour spread evenly, or [colour, offset 0–1, opacity]. */
export type Stop = string | [string, number, number?];

/** What every drawer gets: unique ids, the scene's random numbers and the gradients it defines. */
export class Ctx {
  private count = 0;
  private defs: string[] = [];
  constructor(readonly random: () => number) {}

  uid(prefix = 'g'): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /** Adds raw definitions (a clip path, a pattern) and returns nothing. */
  define(def: string): void {
    this.defs.push(def);
  }

  /** A linear gradient in the shape's own box, from (x1,y1) to (x2,y2); top to bottom by default. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in the shape's own box. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.uid('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${n2(cx)}" cy="${n2(cy)}" r="${n2(r)}" fx="${n2(fx)}" fy="${n2(fy)}">${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space (for glows that must not stretch with the shape). */
  radialAt(stops: Stop[], cx: number, cy: number, r: number): string {
    const id = this.uid('r');
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  private halos = new Map<string, string>();

  /**
   * A soft round glow of light (a lamp, a lit window, a star's shine). Glows of the same colour
   * share one gradient, so a sky full of them stays cheap.
   */
  halo(x: number, y: number, r: number, color: string, opacity = 0.5): string {
    const key = `${color}|${opacity}`;
    let id = this.halos.get(key);
    if (!id) {
      id = this.uid('h');
      this.halos.set(key, id);
      this.defs.push(
        `<radialGradient id="${id}">${stopTags([
          [color, 0, opacity],
          [color, 0.45, opacity * 0.45],
          [color, 1, 0],
        ])}</radialGradient>`,
      );
    }
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${id})"/>`;
  }

  /** The definitions gathered since the last call, as one <defs> element. */
  takeDefs(): string {
    if (this.defs.length === 0) return '';
    const out = `<defs>${this.defs.join('')}</defs>`;
    this.defs = [];
    return out;
  }

  /** A random number in [a, b). */
  between(a: number, b: number): number {
    return a + (b - a) * this.random();
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length) % items.length] as T;
  }
}

const n2 = (v: number) => String(Math.round(v * 1000) / 1000);

function stopTags(stops: Stop[]): string {
  return stops
    .map((s, i) => {
      const [color, offset, opacity] =
        typeof s === 'string' ? [s, stops.length === 1 ? 0 : i / (stops.length - 1), undefined] : s;
      const op = opacity === undefined ? '' : ` stop-opacity="${n2(opacity)}"`;
      return `<stop offset="${n2(offset)}" stop-color="${color}"${op}/>`;
    })
    .join('');
}

const extra = (attrs: string) => (attrs ? ` ${attrs}` : '');

export const circle = (cx: number, cy: number, r: number, fill: string, attrs = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra(attrs)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, attrs = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra(attrs)}/>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, attrs = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra(attrs)}/>`;

export const path = (d: string, fill: string, attrs = ''): string =>
  `<path d="${d}" fill="${fill}"${extra(attrs)}/>`;

/** An open stroke with round ends, for limbs, stems, smiles and strings. */
export const line = (d: string, color: string, width: number, attrs = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}"${attrs.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'} stroke-linejoin="round"${extra(attrs)}/>`;

export const g = (content: string, transform?: string, attrs = ''): string =>
  `<g${transform ? ` transform="${transform}"` : ''}${extra(attrs)}>${content}</g>`;

/** translate, then rotate (degrees), then scale; sx < 0 mirrors. */
export function at(x: number, y: number, scale = 1, rotate = 0, sx = 1): string {
  let t = `translate(${n(x)} ${n(y)})`;
  if (rotate) t += ` rotate(${n(rotate)})`;
  if (scale !== 1 || sx !== 1)
    t += ` scale(${Math.round(scale * sx * 10000) / 10000} ${Math.round(scale * 10000) / 10000})`;
  return t;
}

/** A soft contact shadow on the ground. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.2): string =>
  ellipse(cx, cy, rx, ry, '#1d1b3a', `opacity="${opacity}"`);

/** Points joined by straight lines. */
export function poly(points: Point[], close = true): string {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');
  return close ? `${d}Z` : d;
}

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: Point[], close = true, tension = 1): string {
  const count = points.length;
  if (count < 3) return poly(points, close);
  const p = (i: number): Point => {
    if (close) return points[((i % count) + count) % count] as Point;
    return points[Math.max(0, Math.min(count - 1, i))] as Point;
  };
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  const segments = close ? count : count - 1;
  const k = tension / 6;
  for (let i = 0; i < segments; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** A lumpy round shape (bush, cloud, rock) around a centre. */
export function blob(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  random: () => number,
  wobble = 0.12,
  count = 9,
): string {
  const points: Point[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + (random() * 2 - 1) * wobble;
    points.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smooth(points, true);
}

/**
 * A band of hills across the frame: a smooth ridge from x = 0 to width around baseY, closed
 * down to `bottom`. `bumps` sets how many crests, `amp` their height.
 */
export function ridge(
  width: number,
  baseY: number,
  amp: number,
  bumps: number,
  random: () => number,
  bottom: number,
  phase = random() * Math.PI * 2,
): string {
  const steps = Math.max(6, Math.round(bumps * 4));
  const points: Point[] = [];
  for (let i = -1; i <= steps + 1; i++) {
    const x = (i / steps) * width;
    const t = (i / steps) * bumps * Math.PI * 2 + phase;
    const y = baseY - amp * (0.55 * Math.sin(t) + 0.3 * Math.sin(t * 1.9 + 1.3) + 0.15 * (random() * 2 - 1));
    points.push([x, y]);
  }
  const crest = smooth(points, false).replace(/^M/, 'M');
  const last = points[points.length - 1] as Point;
  const first = points[0] as Point;
  return `${crest}L${n(last[0])} ${n(bottom)}L${n(first[0])} ${n(bottom)}Z`;
}

/** Star shape with `count` points, centred on (cx, cy). */
export function star(cx: number, cy: number, outer: number, inner: number, count = 5, rotate = -90): string {
  const points: Point[] = [];
  for (let i = 0; i < count * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rotate + (i * 180) / count) * Math.PI) / 180;
    points.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return poly(points);
}

/** A rounded star, softer than `star`, for picture-book stars. */
export function softStar(cx: number, cy: number, outer: number, inner: number, count = 5): string {
  const points: Point[] = [];
  for (let i = 0; i < count * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((-90 + (i * 180) / count) * Math.PI) / 180;
    points.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return smooth(points, true, 0.35);
}

/** A four-point twinkle. */
export function sparkle(cx: number, cy: number, r: number): string {
  const k = r * 0.18;
  return `M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z`;
}

/** A heart with its point at the bottom, centred on (cx, cy), about 2r wide. */
export function heart(cx: number, cy: number, r: number): string {
  return `M${n(cx)} ${n(cy + r * 0.9)}C${n(cx - r * 1.6)} ${n(cy - r * 0.1)} ${n(cx - r * 0.9)} ${n(cy - r * 1.3)} ${n(cx)} ${n(cy - r * 0.45)}C${n(cx + r * 0.9)} ${n(cy - r * 1.3)} ${n(cx + r * 1.6)} ${n(cy - r * 0.1)} ${n(cx)} ${n(cy + r * 0.9)}Z`;
}
