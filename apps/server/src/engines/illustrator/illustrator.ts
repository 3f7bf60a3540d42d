import type { FocusPoint } from '@storyloom/contract';
import type { SceneArt, TimeOfDay } from '../../domain/story-model.ts';
import { glow } from '../../lib/color.ts';
import { seededRandom } from '../../lib/random.ts';
import { at, Ctx, g, line, n, type Point } from '../drawing/svg.ts';
import { settingArt } from './backgrounds.ts';
import type { Character } from './character.ts';
import { reactionFor, reactionSvg } from './companion-reactions.ts';
import { companionArt } from './companions.ts';
import { drawFigure, type Figure } from './figure.ts';
import type { Frame } from './frame.ts';
import { vignette } from './ground.ts';
import { clamp, H, type Layout, layoutScene, placeCompanion } from './layout.ts';
import { LAYER_LIGHT, lightSvg, NIGHT_CHARACTER_LIGHT } from './light.ts';
import { type Placed, type PropLayers, placeProps } from './place-props.ts';
import { mirrorPose, poseFor } from './poses.ts';
import { propArt } from './props.ts';
import { renderPng } from './render.ts';
import type { Backdrop, SettingArt } from './setting-types.ts';
import { type Outfit, outfitFor } from './wearables.ts';

/** Where the sun or moon sits, as a share of the frame height. */
const LIGHT_Y = { morning: 0.3, day: 0.14, sunset: 0.34, night: 0.15 };

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A scene drawn as SVG, and where the child's face is in it. */
export interface SceneDrawing {
  svg: string;
  /** The centre of the child's head, in percent of the picture's width and height. */
  face: FocusPoint;
}

/** Draws one scene as an SVG string (see `sceneDrawing`). */
export function drawScene(
  art: SceneArt,
  character: Character,
  size: { width: number; height: number },
  seed: number,
): string {
  return sceneDrawing(art, character, size, seed).svg;
}

/**
 * Draws one scene: sky, far, middle and near layers, big props, the companion, the child in
 * the scene's pose and mood, small props and the foreground.
 * The layout follows width and height, so any aspect ratio composes well. The seed is the
 * story's: scenes of a story differ by their art, and the same scene is always drawn the same.
 */
export function sceneDrawing(
  art: SceneArt,
  character: Character,
  size: { width: number; height: number },
  seed: number,
): SceneDrawing {
  const width = Math.max(1, Math.round(size.width));
  const height = Math.max(1, Math.round(size.height));
  const random = seededRandom(
    (seed ^ hashString(`${art.setting}|${art.action}|${art.props.join(',')}|${art.time_of_day}`)) >>> 0,
  );
  const ctx = new Ctx(random);
  const setting = settingArt(art.setting);
  const { time_of_day: time, action } = art;
  const sleeping = action === 'sleeping';
  const keys = [...new Set(art.props)];
  const outfit = outfitFor(keys, art.setting, action);
  const props: Placed[] = keys
    .filter((key) => !outfit.worn.has(key))
    .map((key) => ({ key, art: propArt(key) }));
  const l = layoutScene(action, setting, width, height, random);
  const frame = sceneFrame(art, setting, l, props, keys);

  // Each layer is lit as soon as it is drawn, together with the gradients it defined.
  const lit = (svg: string, strength: number) => lightSvg(svg + ctx.takeDefs(), time, strength);
  const characterLight = time === 'night' ? NIGHT_CHARACTER_LIGHT : LAYER_LIGHT.characters;

  const madeBed = sleeping && setting.bed ? setting.bed(ctx, frame, l.scale) : null;
  const bed = madeBed ? lit(madeBed.svg, LAYER_LIGHT.scenery) : '';
  const childY = madeBed ? madeBed.y : l.childY;

  // The sky paints only with lights (glow colours), so its gradients can be lit with the land's.
  const backdrop = setting.draw(ctx, frame, new Set(keys));
  const backdropDefs = lit('', LAYER_LIGHT.land);

  const hugsFriend = action === 'hugging' && keys.includes('friend');
  const companion = art.companion ? companionArt(art.companion) : null;
  const reaction = companion ? reactionFor(action, art.mood, companion) : 'still';
  const place = companion
    ? placeCompanion(companion, l, {
        action,
        floating: !!setting.floating,
        hugsFriend,
        hasScenery: props.some((p) => p.art.place === 'scenery'),
        hides: reaction === 'hide',
      })
    : null;

  const layers = placeProps({
    ctx,
    frame,
    layout: l,
    props,
    action,
    mood: art.mood,
    time,
    // A companion hiding behind the child leaves the ground beside them to small props.
    companion: reaction === 'hide' ? null : place,
    friendSeed: (seed + 7919) >>> 0,
    hugsFriend,
    lit,
    characterLight,
  });

  const figure = drawChild(ctx, { art, character, setting, outfit, layout: l, childY, layers });
  const child = lit(g(figure.svg, at(l.childX, childY, l.scale)), characterLight);
  const hand: Point = [l.childX + figure.hand[0] * l.scale, childY + figure.hand[1] * l.scale];
  const strings = tetherStrings(hand, layers.tethers);
  const pool = childGlow(ctx, l, childY, time, setting);

  const companionSvg =
    companion && place
      ? lit(
          g(
            reactionSvg(reaction, companion.draw(ctx, { asleep: reaction === 'doze', time }), {
              floats: place.floats,
              facing: l.facing,
              size: place.height / H,
            }),
            at(place.x, place.y, place.height / 100, 0, l.facing),
          ),
          characterLight,
        )
      : '';

  const body = stackLayers(ctx, frame, {
    backdrop,
    backdropDefs,
    layers,
    bed,
    pool,
    companion: companionSvg,
    strings,
    child,
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${l.w} ${H}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
  const head: Point = [l.childX + figure.head[0] * l.scale, childY + figure.head[1] * l.scale];
  return { svg, face: percentOfFrame(l, head) };
}

/** A point of the frame in percent of its width and height, to one decimal, as CSS positions take it. */
function percentOfFrame(l: Layout, [x, y]: Point): FocusPoint {
  const percent = (v: number, of: number) => Math.round(clamp((v / of) * 100, 0, 100) * 10) / 10;
  return { x: percent(x, l.w), y: percent(y, H) };
}

/** The frame the layers are drawn in: its size, horizon, the child's place and the light. */
function sceneFrame(art: SceneArt, setting: SettingArt, l: Layout, props: Placed[], keys: string[]): Frame {
  const frame: Frame = {
    setting: art.setting,
    w: l.w,
    h: H,
    horizon: l.horizon,
    ground: l.ground,
    side: l.side,
    childX: l.childX,
    time: art.time_of_day,
    sleeping: art.action === 'sleeping',
    skyProps: props.filter((p) => p.art.place === 'celestial').length,
    skyLight: !keys.includes('moon') && !keys.includes('sun'),
    lightX: l.side < 0 ? l.w * 0.8 : l.w * 0.2,
    lightY: H * LIGHT_Y[art.time_of_day],
  };
  const win = setting.window?.(frame, new Set(keys));
  if (win) frame.window = win;
  return frame;
}

/** The drawn parts of a scene, before they are stacked. */
interface SceneParts {
  backdrop: Backdrop;
  /** The lit gradients the backdrop defined. */
  backdropDefs: string;
  layers: PropLayers;
  bed: string;
  pool: string;
  companion: string;
  strings: string;
  child: string;
}

/** Stacks the parts back to front, lighting the backdrop's land layers, and ends with the vignette. */
function stackLayers(ctx: Ctx, frame: Frame, p: SceneParts): string {
  const { backdrop, layers } = p;
  const time = frame.time;
  return [
    p.backdropDefs,
    backdrop.sky,
    layers.celestial,
    lightSvg(backdrop.far, time, LAYER_LIGHT.land),
    layers.distant,
    lightSvg(backdrop.mid + backdrop.near, time, LAYER_LIGHT.land),
    layers.windowSky,
    layers.overlaysBack,
    layers.scenery,
    layers.smallBack,
    p.bed,
    p.pool,
    p.companion,
    layers.partner,
    layers.air,
    p.strings,
    p.child,
    layers.smallFront,
    lightSvg(backdrop.fore, time, LAYER_LIGHT.fore),
    layers.overlaysFront,
    vignette(ctx, frame, time === 'night' ? 0.32 : 0.2) + ctx.takeDefs(),
  ].join('');
}

interface ChildScene {
  art: SceneArt;
  character: Character;
  setting: SettingArt;
  outfit: Outfit;
  layout: Layout;
  childY: number;
  layers: PropLayers;
}

/** The child in the scene's pose and mood, aimed at what the scene is about, in figure units. */
function drawChild(
  ctx: Ctx,
  { art, character, setting, outfit, layout: l, childY, layers }: ChildScene,
): Figure {
  const { action } = art;
  const sleeping = action === 'sleeping';
  // Arms aimed higher than 135° would cross the big head.
  const facing = l.facing;
  const dx = (layers.target[0] - l.childX) * facing;
  const dy = layers.target[1] - (childY - 50 * l.scale);
  const aim =
    layers.holdsFocus && action === 'reaching'
      ? 118
      : clamp((Math.atan2(Math.max(dx, 10), dy) * 180) / Math.PI, 75, 135);
  const pose = facing < 0 ? mirrorPose(poseFor(action, aim)) : poseFor(action, aim);
  return drawFigure(
    character,
    {
      pose,
      expression: sleeping ? 'asleep' : art.mood,
      held: layers.held,
      cape: outfit.cape,
      headwear: outfit.headwear?.(ctx),
      blanket: setting.blanket,
      noShadow: sleeping && !!setting.bed,
    },
    ctx,
  );
}

/** Strings from the child's hand to what flies on them (kites, balloons). */
function tetherStrings(hand: Point, tethers: Point[]): string {
  return tethers
    .map(([x, y]) =>
      line(
        `M${n(hand[0])} ${n(hand[1])}Q${n((hand[0] + x) / 2 + 30)} ${n((hand[1] + y) / 2 + 40)} ${n(x)} ${n(y)}`,
        glow('#f7f3ea'),
        2.2,
        'opacity="0.9"',
      ),
    )
    .join('');
}

/** A soft pool of light behind the child that keeps them readable in the dark, at dusk and afloat. */
function childGlow(ctx: Ctx, l: Layout, childY: number, time: TimeOfDay, setting: SettingArt): string {
  if (time !== 'night' && time !== 'sunset' && !setting.floating) return '';
  return (
    ctx.halo(l.childX, childY - 45 * l.scale, 70 * l.scale, glow('#fff4d6'), time === 'night' ? 0.32 : 0.2) +
    ctx.takeDefs()
  );
}

export interface IllustrateInput {
  art: SceneArt;
  character: Character;
  width: number;
  height: number;
  seed: number;
}

/** Draws a scene and renders it: the SVG, a PNG of exactly width × height pixels, and where the face is. */
export async function illustrate(input: IllustrateInput): Promise<SceneDrawing & { png: Buffer }> {
  const drawing = sceneDrawing(
    input.art,
    input.character,
    { width: input.width, height: input.height },
    input.seed,
  );
  return { ...drawing, png: await renderPng(drawing.svg, Math.max(1, Math.round(input.width))) };
}
