import type { SceneArt } from '../../domain/story-model.ts';
import { glow } from '../../lib/color.ts';
import { seededRandom } from '../../lib/random.ts';
import { at, Ctx, g, line, n, type Point } from '../drawing/svg.ts';
import { settingArt } from './backgrounds.ts';
import type { Character } from './character.ts';
import { companionArt } from './companions.ts';
import { drawFigure } from './figure.ts';
import type { Frame } from './frame.ts';
import { vignette } from './ground.ts';
import { clamp, H, layoutScene, placeCompanion } from './layout.ts';
import { LAYER_LIGHT, lightSvg, NIGHT_CHARACTER_LIGHT } from './light.ts';
import { type Placed, placeProps } from './place-props.ts';
import { mirrorPose, poseFor } from './poses.ts';
import { propArt } from './props.ts';
import { renderPng } from './render.ts';
import { outfitFor } from './wearables.ts';

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

/**
 * Draws one scene as an SVG string: sky, far, middle and near layers, big props, the
 * companion, the child in the scene's pose and mood, small props and the foreground.
 * The layout follows width and height, so any aspect ratio composes well. The seed is the
 * story's: scenes of a story differ by their art, and the same scene is always drawn the same.
 */
export function drawScene(
  art: SceneArt,
  character: Character,
  size: { width: number; height: number },
  seed: number,
): string {
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

  const frame: Frame = {
    setting: art.setting,
    w: l.w,
    h: H,
    horizon: l.horizon,
    ground: l.ground,
    side: l.side,
    childX: l.childX,
    time,
    sleeping,
    skyProps: props.filter((p) => p.art.place === 'celestial').length,
    skyLight: !keys.includes('moon') && !keys.includes('sun'),
    lightX: l.side < 0 ? l.w * 0.8 : l.w * 0.2,
    lightY: H * LIGHT_Y[time],
  };
  const win = setting.window?.(frame, new Set(keys));
  if (win) frame.window = win;

  // Each layer is lit as soon as it is drawn, together with the gradients it defined.
  const lit = (svg: string, strength: number) => lightSvg(svg + ctx.takeDefs(), time, strength);
  const characterLight = time === 'night' ? NIGHT_CHARACTER_LIGHT : LAYER_LIGHT.characters;

  let childY = l.childY;
  let bed = '';
  if (sleeping && setting.bed) {
    const made = setting.bed(ctx, frame, l.scale);
    bed = lit(made.svg, LAYER_LIGHT.scenery);
    childY = made.y;
  }

  // The sky paints only with lights (glow colours), so its gradients can be lit with the land's.
  const backdrop = setting.draw(ctx, frame, new Set(keys));
  const backdropDefs = lit('', LAYER_LIGHT.land);

  const hugsFriend = action === 'hugging' && keys.includes('friend');
  const companion = art.companion ? companionArt(art.companion) : null;
  const place = companion
    ? placeCompanion(companion, l, {
        action,
        floating: !!setting.floating,
        hugsFriend,
        hasScenery: props.some((p) => p.art.place === 'scenery'),
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
    companion: place,
    friendSeed: (seed + 7919) >>> 0,
    hugsFriend,
    lit,
    characterLight,
  });

  // The child, aimed at what the scene is about. Arms aimed higher than 135° would cross the big head.
  const facing = l.facing;
  const dx = (layers.target[0] - l.childX) * facing;
  const dy = layers.target[1] - (childY - 50 * l.scale);
  const aim =
    layers.holdsFocus && action === 'reaching'
      ? 118
      : clamp((Math.atan2(Math.max(dx, 10), dy) * 180) / Math.PI, 75, 135);
  const pose = facing < 0 ? mirrorPose(poseFor(action, aim)) : poseFor(action, aim);
  const figure = drawFigure(
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
  const child = lit(g(figure.svg, at(l.childX, childY, l.scale)), characterLight);
  const hand: Point = [l.childX + figure.hand[0] * l.scale, childY + figure.hand[1] * l.scale];
  const strings = layers.tethers
    .map(([x, y]) =>
      line(
        `M${n(hand[0])} ${n(hand[1])}Q${n((hand[0] + x) / 2 + 30)} ${n((hand[1] + y) / 2 + 40)} ${n(x)} ${n(y)}`,
        glow('#f7f3ea'),
        2.2,
        'opacity="0.9"',
      ),
    )
    .join('');

  // A soft pool of light behind the child keeps them readable in the dark.
  const pool =
    time === 'night' || time === 'sunset' || setting.floating
      ? ctx.halo(
          l.childX,
          childY - 45 * l.scale,
          70 * l.scale,
          glow('#fff4d6'),
          time === 'night' ? 0.32 : 0.2,
        ) + ctx.takeDefs()
      : '';

  const companionSvg =
    companion && place
      ? lit(
          g(
            companion.draw(ctx, { asleep: sleeping, time }),
            at(place.x, place.y, place.height / 100, 0, facing),
          ),
          characterLight,
        )
      : '';

  const body = [
    backdropDefs,
    backdrop.sky,
    layers.celestial,
    lightSvg(backdrop.far, time, LAYER_LIGHT.land),
    layers.distant,
    lightSvg(backdrop.mid + backdrop.near, time, LAYER_LIGHT.land),
    layers.windowSky,
    layers.overlaysBack,
    layers.scenery,
    layers.smallBack,
    bed,
    pool,
    companionSvg,
    layers.partner,
    layers.air,
    strings,
    child,
    layers.smallFront,
    lightSvg(backdrop.fore, time, LAYER_LIGHT.fore),
    layers.overlaysFront,
    vignette(ctx, frame, time === 'night' ? 0.32 : 0.2) + ctx.takeDefs(),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${l.w} ${H}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

export interface IllustrateInput {
  art: SceneArt;
  character: Character;
  width: number;
  height: number;
  seed: number;
}

/** Draws a scene and renders it: the SVG and a PNG of exactly width × height pixels. */
export async function illustrate(input: IllustrateInput): Promise<{ svg: string; png: Buffer }> {
  const svg = drawScene(input.art, input.character, { width: input.width, height: input.height }, input.seed);
  return { svg, png: await renderPng(svg, Math.max(1, Math.round(input.width))) };
}
