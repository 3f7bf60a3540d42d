import { darken } from '../../lib/color.ts';
import { drawFace } from '../drawing/face.ts';
import { drawHair } from '../drawing/hair.ts';
import { Ctx, g, n } from '../drawing/svg.ts';
import { SHOULDERS } from './arms.ts';
import { poseHands, poseParts } from './draw-pose.ts';
import { paint } from './hand.ts';
import type { SignerLook } from './look.ts';
import { FRAME, type SignPose, VIEW, VIEW_BOX } from './space.ts';
import { setText } from './text-path.ts';

/** The word being spelled and how far the hands have got: the caption under the signer. */
export interface Caption {
  word: string;
  /** The letter being signed now, counted in the caption's characters; −1 before the first. */
  current: number;
}

export interface FrameState {
  pose: SignPose;
  blink: boolean;
  caption: Caption | null;
}

const HEAD = { x: 256, y: 116, scale: 2.85 } as const;
const CAPTION_Y = VIEW.y + VIEW.size - 62;
const CAPTION_HEIGHT = 52;

/** What never changes from frame to frame: backdrop, body and the head's parts, drawn once per video. */
export interface StillParts {
  backdrop: string;
  body: string;
  head: (blink: boolean) => string;
}

export function stillParts(look: SignerLook): StillParts {
  const ctx = new Ctx(() => 0.5);
  const [top, bottom] = look.backdrop;
  const defs =
    '<defs>' +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    '</defs>';
  const backdrop = `${defs}<rect width="${FRAME}" height="${FRAME}" fill="url(#sky)"/><circle cx="256" cy="210" r="230" fill="url(#glow)"/>`;

  const cloth = look.sleeve.color;
  const [rx, ry] = [SHOULDERS.right[0], SHOULDERS.right[1]];
  const [lx, ly] = [SHOULDERS.left[0], SHOULDERS.left[1]];
  const torso =
    `<path d="M${rx - 22} ${ry + 26}Q${rx - 24} ${ry - 18} ${rx + 26} ${ry - 24}L${lx - 26} ${ly - 24}Q${lx + 24} ${ly - 18} ${lx + 22} ${ly + 26}L${lx + 18} ${FRAME + 10}L${rx - 18} ${FRAME + 10}Z" fill="${cloth}" stroke="${look.sleeve.outline}" stroke-width="3"/>` +
    `<path d="M228 ${ry - 25}Q256 ${ry + 4} 284 ${ry - 25}" fill="${darken(cloth, 0.14)}"/>`;
  const neck =
    `<path d="M238 160L238 ${ry - 22}Q256 ${ry - 8} 274 ${ry - 22}L274 160Z" fill="${look.skin.skin}"/>` +
    `<path d="M238 ${ry - 34}Q256 ${ry - 26} 274 ${ry - 34}" fill="none" stroke="${look.skin.shade}" stroke-width="3" opacity="0.5"/>`;
  const body = torso + neck;

  const hair = drawHair(look.hair, ctx);
  const face = (mood: 'happy' | 'calm') => drawFace(look.face, mood, 0, ctx);
  const open = face('happy');
  const closed = face('calm');
  const place = (content: string) => g(content, `translate(${HEAD.x} ${HEAD.y}) scale(${HEAD.scale})`);
  const headDefs = ctx.takeDefs();
  const heads = {
    open: headDefs + place(hair.back + open + hair.front),
    closed: headDefs + place(hair.back + closed + hair.front),
  };
  return { backdrop, body, head: (blink) => (blink ? heads.closed : heads.open) };
}

/** The caption: letters already signed, the one being signed in a bright pill, the rest still to come. */
function caption({ word, current }: Caption): string {
  let size = 44;
  let set = setText(word, size);
  while (set.width > VIEW.size - 70 && size > 22) {
    size -= 2;
    set = setText(word, size);
  }
  const padding = 22;
  const width = set.width + padding * 2;
  const x0 = (FRAME - set.width) / 2;
  const baseline = CAPTION_Y + CAPTION_HEIGHT / 2 + set.capHeight / 2;
  let out = `<rect x="${n((FRAME - width) / 2)}" y="${CAPTION_Y}" width="${n(width)}" height="${CAPTION_HEIGHT}" rx="${CAPTION_HEIGHT / 2}" fill="#ffffff" fill-opacity="0.94" stroke="#d9cdf0" stroke-width="2"/>`;
  set.glyphs.forEach((glyph, i) => {
    let fill = '#b4a6d2';
    if (i < current) fill = '#4a3580';
    if (i === current) {
      fill = '#ffffff';
      out += `<rect x="${n(x0 + glyph.x - 3)}" y="${CAPTION_Y + 6}" width="${n(glyph.width + 6)}" height="${CAPTION_HEIGHT - 12}" rx="10" fill="#e2557a"/>`;
    }
    out += `<path d="${glyph.d}" fill="${fill}" transform="translate(${n(x0)} ${n(baseline)})"/>`;
  });
  return out;
}

/** One frame of the signer as an SVG: the view of the signing space, `pixels` square. */
export function frameSvg(look: SignerLook, still: StillParts, state: FrameState, pixels: number): string {
  const hands = poseHands(state.pose);
  const moving = paint(poseParts(hands, state.pose, look.skin, look.sleeve));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${VIEW_BOX}" width="${pixels}" height="${pixels}">` +
    still.backdrop +
    still.body +
    still.head(state.blink) +
    moving +
    (state.caption ? caption(state.caption) : '') +
    '</svg>'
  );
}
