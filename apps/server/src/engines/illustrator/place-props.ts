/** Puts a scene's props into the picture: sky, horizon, air, scenery slots, hands and ground. */
import type { Mood, Pose, TimeOfDay } from '../../domain/story-model.ts';
import { glow } from '../../lib/color.ts';
import { at, type Ctx, ellipse, g, n, type Point } from '../drawing/svg.ts';
import type { HeldAt } from './figure.ts';
import type { Frame } from './frame.ts';
import { type CompanionPlace, clamp, H, type Layout } from './layout.ts';
import { LAYER_LIGHT } from './light.ts';
import { mirrorPose, type PoseSpec, poseFor } from './poses.ts';
import type { PlacedProp, PropArt } from './prop-types.ts';
import { SPARKLE_PROP } from './props.ts';
import { friendFigure } from './props-people.ts';
import { SEATS } from './wearables.ts';

export interface Placed {
  key: string;
  art: PropArt;
}

export interface PropScene {
  ctx: Ctx;
  frame: Frame;
  layout: Layout;
  /** The scene's props, the first one being what the scene is about. */
  props: Placed[];
  action: Pose;
  mood: Mood;
  time: TimeOfDay;
  companion: CompanionPlace | null;
  /** The story's friend (the same child in every scene), hugged when the scene says so. */
  friendSeed: number;
  hugsFriend: boolean;
  /** Lights a layer for the time of day, together with the gradients drawn for it. */
  lit: (svg: string, strength: number) => string;
  characterLight: number;
}

export interface PropLayers {
  windowSky: string;
  celestial: string;
  distant: string;
  overlaysBack: string;
  scenery: string;
  smallBack: string;
  /** A friend hugging the child, drawn just behind them. */
  partner: string;
  air: string;
  smallFront: string;
  overlaysFront: string;
  /** What the child holds: in the reaching hand, against the chest in a hug, or raised to show. */
  held?: { svg: string; at: HeldAt };
  /** Where strings from the child's hand go (kites, balloons). */
  tethers: Point[];
  /** Where the child points or reaches. */
  target: Point;
  /** The first prop is held up rather than placed. */
  holdsFocus: boolean;
}

/** A placed prop's drawing, scaled to its size and moved so its base centre sits at (x, y). */
function placeAt(ctx: Ctx, prop: PlacedProp, time: TimeOfDay, x: number, y: number, scale = 1): string {
  return g(prop.draw(ctx, time), at(x, y, (prop.size * H * scale) / 100));
}

/** Half the drawn width of a prop, to keep it inside the frame. */
const halfWidth = (prop: PlacedProp, scale = 1) => (prop.size * H * scale * (prop.width ?? 1)) / 2;

const byPlace = (props: Placed[], place: PropArt['place']) => props.filter((p) => p.art.place === place);

export function placeProps(s: PropScene): PropLayers {
  const { ctx, frame, layout: l, props, action, time, lit } = s;
  const { w, facing, childX } = l;
  const focus = props[0];
  const holdsFocus =
    focus !== undefined &&
    focus.art.place === 'small' &&
    (action === 'reaching' || action === 'hugging' || action === 'sitting');
  const out: PropLayers = {
    windowSky: '',
    celestial: '',
    distant: '',
    overlaysBack: '',
    scenery: '',
    smallBack: '',
    partner: '',
    air: '',
    smallFront: '',
    overlaysFront: '',
    tethers: [],
    target: [childX + facing * w * 0.3, H * 0.3],
    holdsFocus,
  };
  const aimAt = (p: Placed, point: Point) => {
    if (p === focus) out.target = point;
  };

  // Sky: the sun-or-moon spot first, then high up in the middle and above the child.
  const celestial = byPlace(props, 'celestial');
  const win = frame.window;
  const skySlots: Point[] = [
    [frame.lightX, frame.lightY],
    [w * 0.5 + facing * w * 0.02, H * 0.09],
    [childX - facing * w * 0.12, H * 0.1],
  ];
  celestial.forEach((p, i) => {
    const prop = p.art as PlacedProp;
    if (win) {
      // Indoors the sky is seen through the window.
      const k = (win.h * 0.6) / (prop.size * H);
      const x = win.x + win.w * (celestial.length > 1 ? 0.3 + (0.4 * i) / (celestial.length - 1) : 0.5);
      const y = win.y + win.h * 0.5 + (prop.size * H * k) / 2;
      const clip = ctx.uid('k');
      ctx.define(
        `<clipPath id="${clip}"><rect x="${n(win.x)}" y="${n(win.y)}" width="${n(win.w)}" height="${n(win.h)}"/></clipPath>`,
      );
      out.windowSky += lit(g(placeAt(ctx, prop, time, x, y, k), undefined, `clip-path="url(#${clip})"`), 0);
      aimAt(p, [x, y - (prop.size * H * k) / 2]);
      return;
    }
    const [x, y] = skySlots[i % skySlots.length] as Point;
    // A sun at sunset or night is setting on the horizon.
    const lowSun = p.key === 'sun' && (time === 'sunset' || time === 'night');
    const py = lowSun ? l.horizon + prop.size * H * 0.35 : y + (prop.size * H) / 2;
    out.celestial += lit(placeAt(ctx, prop, time, x, py, l.aspect < 0.75 ? 0.85 : 1), 0);
    aimAt(p, [x, py - (prop.size * H) / 2]);
  });

  byPlace(props, 'horizon').forEach((p, i) => {
    const prop = p.art as PlacedProp;
    const half = halfWidth(prop);
    const x = clamp(childX + facing * w * (0.36 - i * 0.14), half, w - half);
    const y = l.horizon + H * 0.025;
    out.distant += lit(placeAt(ctx, prop, time, x, y), LAYER_LIGHT.land);
    aimAt(p, [x, y - prop.size * H * 0.6]);
  });

  const airSlots: Point[] = [
    [childX + facing * clamp(w * 0.28, 150, 420), H * 0.4],
    [childX - facing * 70, H * 0.3],
    [w * 0.5, H * 0.22],
  ];
  byPlace(props, 'air').forEach((p, i) => {
    const prop = p.art as PlacedProp;
    let [x, y] = airSlots[i % airSlots.length] as Point;
    if (action === 'sleeping') [x, y] = [childX - facing * 90, H * 0.42];
    const k = l.aspect < 0.75 ? 0.85 : 1;
    x = clamp(x, prop.size * H * 0.4, w - prop.size * H * 0.4);
    y += (prop.size * H * k) / 2;
    out.air += lit(placeAt(ctx, prop, time, x, y, k), LAYER_LIGHT.scenery);
    if (prop.tethered) out.tethers.push([x, y]);
    aimAt(p, [x, y - (prop.size * H * k) / 2]);
  });

  placeScenery(s, out, aimAt);
  placeSmall(s, out, aimAt);

  for (const p of props) {
    if (p.art.place !== 'overlay') continue;
    const svg = lit(p.art.spread(ctx, frame), LAYER_LIGHT.overlay);
    if (p.art.front) out.overlaysFront += svg;
    else out.overlaysBack += svg;
  }
  return out;
}

/** Big things: beside the companion, behind the child, or far back in the middle; farthest drawn first. */
function placeScenery(s: PropScene, out: PropLayers, aimAt: (p: Placed, point: Point) => void): void {
  const { ctx, layout: l, time, lit } = s;
  const { w, facing, childX, ground, scale } = l;
  const slots: { x: number; y: number; k: number }[] = [
    {
      x: childX + facing * (0.42 * H + 0.08 * w),
      y: ground - H * (l.narrow ? 0.19 : 0.07),
      k: l.narrow ? 0.8 : 1,
    },
    { x: childX - facing * 0.2 * H, y: ground - H * 0.16, k: 0.72 },
    { x: w * 0.5, y: l.horizon + H * 0.08, k: 0.55 },
  ];
  const draws: { y: number; svg: string }[] = [];
  byPlace(s.props, 'scenery').forEach((p, i) => {
    const slot = slots[i % slots.length] as { x: number; y: number; k: number };
    if (p.key === 'friend') {
      // The story's friend, turned towards the child.
      const toChild = (pose: PoseSpec) => (facing > 0 ? mirrorPose(pose) : pose);
      if (s.hugsFriend) {
        const arm = toChild({ ...poseFor('standing'), armR: [96, 88], lookX: 0.5 });
        const at_ = at(childX + facing * 26 * scale, ground + 2, scale * 0.97);
        out.partner = lit(g(friendFigure(ctx, s.friendSeed, arm), at_), s.characterLight);
        return;
      }
      const k = scale * 0.95 * slot.k;
      const x = clamp(slot.x, 30 * k, w - 30 * k);
      const figure = friendFigure(ctx, s.friendSeed, toChild(poseFor('waving')));
      draws.push({ y: slot.y, svg: lit(g(figure, at(x, slot.y, k)), s.characterLight) });
      aimAt(p, [x, slot.y - 60 * k]);
      return;
    }
    const prop = p.art as PlacedProp;
    const half = halfWidth(prop, slot.k);
    const x = clamp(slot.x, half, w - half);
    draws.push({ y: slot.y, svg: lit(placeAt(ctx, prop, time, x, slot.y, slot.k), LAYER_LIGHT.scenery) });
    aimAt(p, [x, slot.y - prop.size * H * slot.k * 0.6]);
  });
  out.scenery = draws
    .sort((a, b) => a.y - b.y)
    .map((d) => d.svg)
    .join('');
}

/** A small thing in the child's hands, shining when it is held up or the moment is amazing or brave. */
function heldArt(s: PropScene, prop: PlacedProp, where: HeldAt): PropLayers['held'] {
  const k = Math.min(0.3, (prop.size * H * 0.85) / s.layout.scale / 100);
  const shine =
    s.mood === 'amazed' || s.mood === 'brave' || where === 'raised'
      ? s.ctx.halo(0, -50, 70, glow('#fff7c9'), 0.85)
      : '';
  const body = s.lit(prop.draw(s.ctx, s.time), s.characterLight);
  return { svg: g(shine + body, `scale(${k}) translate(0 50)`), at: where };
}

/** Small things: held up or hugged, sat on, or set on the ground near the child. */
function placeSmall(s: PropScene, out: PropLayers, aimAt: (p: Placed, point: Point) => void): void {
  const { ctx, layout: l, time, lit, action, companion } = s;
  const { w, facing, childX, ground, scale } = l;
  const slots: { x: number; y: number; front: boolean }[] = [
    {
      x: companion ? (childX + companion.x) / 2 + facing * 10 : childX + facing * 0.2 * H,
      y: ground + H * 0.06,
      front: true,
    },
    { x: childX - facing * 0.17 * H, y: ground + H * 0.02, front: true },
    {
      x: companion ? companion.x + facing * (companion.height * 0.5 + 0.08 * H) : childX + facing * 0.36 * H,
      y: ground - H * 0.02,
      front: false,
    },
  ];
  const smalls = byPlace(s.props, 'small');
  // A child holding something up shows the scene's first small thing, or a found sparkle.
  const raised = action === 'holding' ? (smalls[0] ?? { key: 'sparkle', art: SPARKLE_PROP }) : undefined;
  if (raised && !smalls.includes(raised)) out.held = heldArt(s, raised.art as PlacedProp, 'raised');
  let slotIndex = 0;
  for (const p of smalls) {
    const prop = p.art as PlacedProp;
    if (p === raised || (p === s.props[0] && out.holdsFocus && action !== 'sitting')) {
      out.held = heldArt(s, prop, p === raised ? 'raised' : action === 'hugging' ? 'chest' : 'hand');
      continue;
    }
    if (action === 'sitting' && SEATS.has(p.key)) {
      // The child sits on it.
      const k = (70 * scale) / (prop.size * H);
      out.smallBack += lit(placeAt(ctx, prop, time, childX, ground + 4 * scale, k), LAYER_LIGHT.scenery);
      continue;
    }
    const slot = slots[slotIndex % slots.length] as { x: number; y: number; front: boolean };
    slotIndex += 1;
    const half = halfWidth(prop);
    const x = clamp(slot.x, half, w - half);
    const svg = lit(
      g(
        ellipse(0, 0, 40, 7, '#1d1b3a', 'opacity="0.16"') + prop.draw(ctx, time),
        at(x, slot.y, (prop.size * H) / 100),
      ),
      LAYER_LIGHT.scenery,
    );
    if (slot.front) out.smallFront += svg;
    else out.smallBack += svg;
    aimAt(p, [x, slot.y - prop.size * H * 0.5]);
  }
}
