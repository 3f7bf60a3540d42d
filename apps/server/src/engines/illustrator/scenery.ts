/** Shared landscape pieces: trees, bushes, flowers, houses, rocks and mountains. */
import { darken, glow, lighten, mix } from '../../lib/color.ts';
import { blob, type Ctx, circle, ellipse, g, line, n, path, rect } from '../drawing/svg.ts';

/** A lollipop tree: a soft trunk and a canopy of overlapping puffs. `y` is the foot of the trunk. */
export function roundTree(
  ctx: Ctx,
  x: number,
  y: number,
  h: number,
  leaf: string,
  trunk = '#8b5e3c',
): string {
  const cw = h * 0.3;
  const cy = y - h * 0.64;
  const trunkSvg = path(
    `M${n(x - h * 0.05)} ${n(y)}Q${n(x - h * 0.03)} ${n(y - h * 0.3)} ${n(x - h * 0.025)} ${n(y - h * 0.55)}L${n(x + h * 0.025)} ${n(y - h * 0.55)}Q${n(x + h * 0.03)} ${n(y - h * 0.3)} ${n(x + h * 0.05)} ${n(y)}Z`,
    ctx.linear([lighten(trunk, 0.1), darken(trunk, 0.12)], 0, 0, 1, 0),
  );
  const canopy = ctx.radial([lighten(leaf, 0.22), leaf, darken(leaf, 0.18)], 0.38, 0.3, 0.75);
  const puffs =
    circle(x - cw * 0.55, cy + cw * 0.25, cw * 0.62, darken(leaf, 0.08)) +
    circle(x + cw * 0.6, cy + cw * 0.2, cw * 0.64, darken(leaf, 0.1)) +
    path(blob(x, cy - cw * 0.1, cw * 0.98, cw * 0.92, ctx.random, 0.07, 10), canopy);
  const spots =
    circle(x - cw * 0.35, cy - cw * 0.4, cw * 0.2, lighten(leaf, 0.35), 'opacity="0.45"') +
    circle(x + cw * 0.25, cy + cw * 0.35, cw * 0.09, darken(leaf, 0.2), 'opacity="0.5"') +
    circle(x - cw * 0.15, cy + cw * 0.45, cw * 0.07, darken(leaf, 0.2), 'opacity="0.5"') +
    circle(x + cw * 0.5, cy - cw * 0.2, cw * 0.07, darken(leaf, 0.2), 'opacity="0.5"');
  return trunkSvg + puffs + spots;
}

/** A pine tree of three soft tiers; snowy tiers for winter. */
export function pineTree(ctx: Ctx, x: number, y: number, h: number, color: string, snow = false): string {
  let out = rect(x - h * 0.04, y - h * 0.18, h * 0.08, h * 0.2, '#7a5238', h * 0.02);
  const tiers = [
    [0.2, 0.36, 0.55],
    [0.45, 0.29, 0.42],
    [0.68, 0.2, 0.32],
  ] as const;
  tiers.forEach(([base, half, height], i) => {
    const by = y - h * base;
    const ty = by - h * height;
    const fill = ctx.linear([lighten(color, 0.12 + i * 0.04), darken(color, 0.12)], 0, 0, 1, 0.3);
    out += path(
      `M${n(x)} ${n(ty)}Q${n(x + h * 0.03)} ${n(ty + h * 0.03)} ${n(x + h * half)} ${n(by - h * 0.02)}Q${n(x + h * half)} ${n(by + h * 0.025)} ${n(x)} ${n(by + h * 0.02)}Q${n(x - h * half)} ${n(by + h * 0.025)} ${n(x - h * half)} ${n(by - h * 0.02)}Q${n(x - h * 0.03)} ${n(ty + h * 0.03)} ${n(x)} ${n(ty)}Z`,
      fill,
    );
    if (snow) {
      out += path(
        `M${n(x)} ${n(ty)}Q${n(x + h * 0.03)} ${n(ty + h * 0.03)} ${n(x + h * half * 0.55)} ${n(ty + h * height * 0.5)}Q${n(x + h * half * 0.3)} ${n(ty + h * height * 0.42)} ${n(x + h * half * 0.12)} ${n(ty + h * height * 0.56)}Q${n(x - h * half * 0.15)} ${n(ty + h * height * 0.4)} ${n(x - h * half * 0.55)} ${n(ty + h * height * 0.5)}Q${n(x - h * 0.03)} ${n(ty + h * 0.03)} ${n(x)} ${n(ty)}Z`,
        '#f7fbff',
      );
    }
  });
  return out;
}

/** A leaning palm with a banded trunk, drooping fronds and coconuts. */
export function palmTree(ctx: Ctx, x: number, y: number, h: number, lean = 1): string {
  const tx = x + lean * h * 0.18;
  const ty = y - h * 0.82;
  const trunk = line(
    `M${n(x)} ${n(y)}Q${n(x + lean * h * 0.02)} ${n(y - h * 0.5)} ${n(tx)} ${n(ty)}`,
    '#b98555',
    h * 0.055,
  );
  let bands = '';
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const bx = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * (x + lean * h * 0.02) + t * t * tx;
    const by = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y - h * 0.5) + t * t * ty;
    bands += ellipse(bx, by, h * 0.03, h * 0.008, '#8f623b', 'opacity="0.6"');
  }
  let fronds = '';
  const angles = [-160, -120, -75, -35, 10, 50];
  for (const a of angles) {
    const r = (a * Math.PI) / 180;
    const len = h * 0.34;
    const ex = tx + Math.cos(r) * len;
    const ey = ty + Math.sin(r) * len * 0.5 + h * 0.12;
    const mx = tx + Math.cos(r) * len * 0.5;
    const my = ty + Math.sin(r) * len * 0.6 - h * 0.04;
    fronds += path(
      `M${n(tx)} ${n(ty)}Q${n(mx)} ${n(my - h * 0.05)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + h * 0.03)} ${n(tx)} ${n(ty)}Z`,
      ctx.linear(['#5fc46a', '#2f8f4e']),
    );
  }
  const nuts =
    circle(tx - h * 0.02, ty + h * 0.03, h * 0.025, '#7a4f2c') +
    circle(tx + h * 0.025, ty + h * 0.035, h * 0.025, '#6a4325');
  return trunk + bands + nuts + fronds;
}

/** A rounded bush; `flowers` sprinkles blossoms on it. */
export function bush(ctx: Ctx, x: number, y: number, w: number, color: string, flowers?: string): string {
  const h = w * 0.55;
  let out =
    circle(x - w * 0.28, y - h * 0.38, w * 0.26, darken(color, 0.06)) +
    circle(x + w * 0.3, y - h * 0.35, w * 0.24, darken(color, 0.1)) +
    path(
      `M${n(x - w / 2)} ${n(y)}C${n(x - w * 0.55)} ${n(y - h * 1.2)} ${n(x + w * 0.55)} ${n(y - h * 1.3)} ${n(x + w / 2)} ${n(y)}Z`,
      ctx.radial([lighten(color, 0.18), color], 0.4, 0.3, 0.7),
    );
  if (flowers) {
    for (let i = 0; i < 5; i++) {
      out += circle(
        x + (ctx.random() - 0.5) * w * 0.75,
        y - h * (0.25 + ctx.random() * 0.6),
        w * 0.035,
        flowers,
      );
    }
  }
  return out;
}

export function grassTuft(x: number, y: number, s: number, color: string): string {
  return path(
    `M${n(x - s)} ${n(y)}Q${n(x - s * 0.8)} ${n(y - s * 1.4)} ${n(x - s * 1.3)} ${n(y - s * 2.2)}Q${n(x - s * 0.3)} ${n(y - s * 1.5)} ${n(x)} ${n(y - s * 0.5)}Q${n(x + s * 0.1)} ${n(y - s * 1.8)} ${n(x + s * 0.2)} ${n(y - s * 2.6)}Q${n(x + s * 0.7)} ${n(y - s * 1.4)} ${n(x + s * 0.5)} ${n(y - s * 0.4)}Q${n(x + s * 1)} ${n(y - s * 1.3)} ${n(x + s * 1.6)} ${n(y - s * 1.9)}Q${n(x + s * 1.2)} ${n(y - s * 0.8)} ${n(x + s)} ${n(y)}Z`,
    color,
  );
}

/** A little flower on a stem. */
export function flower(x: number, y: number, s: number, petal: string, center = '#ffd54a'): string {
  let out = line(
    `M${n(x)} ${n(y)}Q${n(x - s * 0.3)} ${n(y - s * 1.5)} ${n(x)} ${n(y - s * 3)}`,
    '#4f9a4a',
    s * 0.35,
  );
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    out += circle(x + Math.cos(a) * s * 0.6, y - s * 3 + Math.sin(a) * s * 0.6, s * 0.55, petal);
  }
  return out + circle(x, y - s * 3, s * 0.42, center);
}

/** Flowers and tufts scattered over a band of ground. */
export function meadowDetails(
  ctx: Ctx,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  grass: string,
  petals: string[],
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + ctx.random() * (x1 - x0);
    const t = ctx.random();
    const y = y0 + t * (y1 - y0);
    const s = 4 + t * 7;
    out += ctx.random() < 0.55 ? grassTuft(x, y, s, grass) : flower(x, y, s * 0.9, ctx.pick(petals));
  }
  return out;
}

export interface HouseOptions {
  wall: string;
  roof: string;
  /** Windows glow (evening, night). */
  lit?: boolean;
  snow?: boolean;
  chimney?: boolean;
  /** A pointed, crooked roof for Halloween. */
  crooked?: boolean;
}

/** A cosy house: x is the centre of its base. */
export function house(ctx: Ctx, x: number, y: number, w: number, h: number, o: HouseOptions): string {
  const wallTop = y - h * 0.58;
  const roofTop = y - h * (o.crooked ? 1.08 : 1);
  let out = '';
  if (o.chimney) out += rect(x + w * 0.18, roofTop + h * 0.12, w * 0.13, h * 0.3, darken(o.roof, 0.1), 2);
  out += rect(
    x - w / 2,
    wallTop,
    w,
    h * 0.58,
    ctx.linear([lighten(o.wall, 0.06), darken(o.wall, 0.08)]),
    w * 0.04,
  );
  const peakX = o.crooked ? x + w * 0.08 : x;
  out += path(
    `M${n(x - w * 0.6)} ${n(wallTop + h * 0.04)}Q${n(x - w * 0.62)} ${n(wallTop - h * 0.02)} ${n(x - w * 0.55)} ${n(wallTop - h * 0.05)}L${n(peakX - w * 0.04)} ${n(roofTop)}Q${n(peakX)} ${n(roofTop - h * 0.03)} ${n(peakX + w * 0.04)} ${n(roofTop)}L${n(x + w * 0.55)} ${n(wallTop - h * 0.05)}Q${n(x + w * 0.62)} ${n(wallTop - h * 0.02)} ${n(x + w * 0.6)} ${n(wallTop + h * 0.04)}Z`,
    ctx.linear([lighten(o.roof, 0.08), darken(o.roof, 0.1)]),
  );
  if (o.snow) {
    out += path(
      `M${n(x - w * 0.62)} ${n(wallTop + h * 0.02)}Q${n(x - w * 0.62)} ${n(wallTop - h * 0.05)} ${n(x - w * 0.55)} ${n(wallTop - h * 0.08)}L${n(peakX - w * 0.04)} ${n(roofTop - h * 0.04)}Q${n(peakX)} ${n(roofTop - h * 0.08)} ${n(peakX + w * 0.04)} ${n(roofTop - h * 0.04)}L${n(x + w * 0.55)} ${n(wallTop - h * 0.08)}Q${n(x + w * 0.64)} ${n(wallTop - h * 0.05)} ${n(x + w * 0.62)} ${n(wallTop + h * 0.02)}Q${n(x + w * 0.4)} ${n(wallTop - h * 0.02)} ${n(x + w * 0.3)} ${n(wallTop + h * 0.03)}Q${n(x)} ${n(wallTop - h * 0.04)} ${n(x - w * 0.3)} ${n(wallTop + h * 0.02)}Q${n(x - w * 0.45)} ${n(wallTop - h * 0.03)} ${n(x - w * 0.62)} ${n(wallTop + h * 0.02)}Z`,
      '#f8fbff',
    );
  }
  const win = o.lit ? glow('#ffd979') : '#bfe3f5';
  const frame = darken(o.wall, 0.25);
  const ww = w * 0.2;
  const wh = h * 0.17;
  for (const wx of [x - w * 0.3, x + w * 0.1]) {
    out += rect(wx, wallTop + h * 0.1, ww, wh, frame, ww * 0.2);
    out += rect(wx + ww * 0.1, wallTop + h * 0.1 + wh * 0.1, ww * 0.8, wh * 0.8, win, ww * 0.15);
    out += rect(wx + ww * 0.47, wallTop + h * 0.1 + wh * 0.1, ww * 0.06, wh * 0.8, frame);
    if (o.lit) out += ctx.halo(wx + ww / 2, wallTop + h * 0.1 + wh / 2, ww * 1.6, glow('#ffcf6b'), 0.45);
  }
  out += path(
    `M${n(x - w * 0.09)} ${n(y)}L${n(x - w * 0.09)} ${n(y - h * 0.22)}Q${n(x)} ${n(y - h * 0.3)} ${n(x + w * 0.09)} ${n(y - h * 0.22)}L${n(x + w * 0.09)} ${n(y)}Z`,
    darken(o.roof, 0.05),
  );
  out += circle(x + w * 0.05, y - h * 0.11, w * 0.012, '#ffe08a');
  return out;
}

/** A smooth rock. */
export function rock(ctx: Ctx, x: number, y: number, w: number, h: number, color: string): string {
  return (
    path(
      `M${n(x - w / 2)} ${n(y)}C${n(x - w * 0.52)} ${n(y - h * 0.8)} ${n(x - w * 0.1)} ${n(y - h * 1.05)} ${n(x + w * 0.15)} ${n(y - h)}C${n(x + w * 0.45)} ${n(y - h * 0.95)} ${n(x + w * 0.55)} ${n(y - h * 0.4)} ${n(x + w / 2)} ${n(y)}Z`,
      ctx.linear([lighten(color, 0.15), darken(color, 0.15)], 0, 0, 0.6, 1),
    ) + ellipse(x - w * 0.12, y - h * 0.7, w * 0.12, h * 0.08, lighten(color, 0.35), 'opacity="0.5"')
  );
}

/** A soft, rounded mountain; `cap` paints a snowy or misty top. */
export function mountain(
  ctx: Ctx,
  x: number,
  baseY: number,
  w: number,
  h: number,
  color: string,
  cap?: string,
): string {
  const top = baseY - h;
  const d = `M${n(x - w / 2)} ${n(baseY)}C${n(x - w * 0.3)} ${n(baseY - h * 0.5)} ${n(x - w * 0.12)} ${n(top)} ${n(x)} ${n(top)}C${n(x + w * 0.12)} ${n(top)} ${n(x + w * 0.3)} ${n(baseY - h * 0.5)} ${n(x + w / 2)} ${n(baseY)}Z`;
  let out = path(d, ctx.linear([lighten(color, 0.1), color, darken(color, 0.05)]));
  out += path(
    `M${n(x)} ${n(top)}C${n(x + w * 0.12)} ${n(top)} ${n(x + w * 0.3)} ${n(baseY - h * 0.5)} ${n(x + w / 2)} ${n(baseY)}L${n(x + w * 0.1)} ${n(baseY)}C${n(x + w * 0.15)} ${n(baseY - h * 0.5)} ${n(x + w * 0.05)} ${n(top + h * 0.2)} ${n(x)} ${n(top)}Z`,
    darken(color, 0.12),
    'opacity="0.45"',
  );
  if (cap) {
    out += path(
      `M${n(x - w * 0.105)} ${n(top + h * 0.22)}C${n(x - w * 0.07)} ${n(top + h * 0.05)} ${n(x - w * 0.04)} ${n(top)} ${n(x)} ${n(top)}C${n(x + w * 0.04)} ${n(top)} ${n(x + w * 0.07)} ${n(top + h * 0.05)} ${n(x + w * 0.105)} ${n(top + h * 0.22)}Q${n(x + w * 0.06)} ${n(top + h * 0.17)} ${n(x + w * 0.035)} ${n(top + h * 0.24)}Q${n(x)} ${n(top + h * 0.16)} ${n(x - w * 0.035)} ${n(top + h * 0.25)}Q${n(x - w * 0.07)} ${n(top + h * 0.17)} ${n(x - w * 0.105)} ${n(top + h * 0.22)}Z`,
      cap,
    );
  }
  return out;
}

/** A fern of curving fronds fanning out from (x, y). */
export function fern(ctx: Ctx, x: number, y: number, s: number, color: string): string {
  let out = '';
  const angles = [-70, -40, -12, 14, 42, 68];
  for (const a of angles) {
    const r = ((a - 90) * Math.PI) / 180;
    const len = s * (0.8 + ctx.random() * 0.3);
    const ex = x + Math.cos(r) * len;
    const ey = y + Math.sin(r) * len * 0.9;
    const cx = x + Math.cos(r) * len * 0.4 - Math.sign(a || 1) * s * 0.05;
    const cy = y + Math.sin(r) * len * 0.75 - s * 0.1;
    const fill = mix(color, '#1f5e35', (Math.abs(a) / 70) * 0.35);
    out += path(
      `M${n(x)} ${n(y)}Q${n(cx - s * 0.12)} ${n(cy)} ${n(ex)} ${n(ey)}Q${n(cx + s * 0.14)} ${n(cy + s * 0.1)} ${n(x)} ${n(y)}Z`,
      fill,
    );
    out += line(
      `M${n(x)} ${n(y)}Q${n(cx)} ${n(cy + s * 0.04)} ${n(ex)} ${n(ey)}`,
      darken(fill, 0.2),
      s * 0.02,
      'opacity="0.6"',
    );
  }
  return out;
}

/** A big soft leaf (for jungle frames), pointing up from its base. */
export function bigLeaf(ctx: Ctx, x: number, y: number, len: number, angle: number, color: string): string {
  const w = len * 0.32;
  return g(
    path(
      `M0 0C${n(-w)} ${n(-len * 0.3)} ${n(-w * 0.8)} ${n(-len * 0.8)} 0 ${n(-len)}C${n(w * 0.8)} ${n(-len * 0.8)} ${n(w)} ${n(-len * 0.3)} 0 0Z`,
      ctx.linear([lighten(color, 0.12), darken(color, 0.15)], 0, 0, 1, 0),
    ) +
      line(
        `M0 0Q${n(w * 0.08)} ${n(-len * 0.5)} 0 ${n(-len * 0.95)}`,
        darken(color, 0.25),
        len * 0.015,
        'opacity="0.6"',
      ) +
      [0.3, 0.5, 0.7]
        .map((t) =>
          line(
            `M0 ${n(-len * t)}L${n(-w * 0.55)} ${n(-len * (t + 0.12))}M0 ${n(-len * t)}L${n(w * 0.55)} ${n(-len * (t + 0.12))}`,
            darken(color, 0.2),
            len * 0.01,
            'opacity="0.45"',
          ),
        )
        .join(''),
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
  );
}
