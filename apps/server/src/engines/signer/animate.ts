import type { ManualAlphabet } from './alphabets/types.ts';
import type { Caption } from './frame.ts';
import type { FingerPose, HandPose, HandShape, ThumbPose } from './hand.ts';
import type { SpellingPlan } from './plan.ts';
import { PASSIVE_REST, REST, type SignPose } from './space.ts';
import { add, lerp, lerpVec, normalize, vec } from './vector.ts';

/** A moment the hands must be in a pose. Between keyframes they ease from one to the next. */
export interface Keyframe {
  t: number;
  pose: SignPose;
}

/** Part of a letter's time spent moving into it; the rest it is held, so it can be read. */
const MOVE = 0.36;
/** After a word the last letter is held a moment before the hand drops. */
const HOLD_MS = 320;
const RETURN_MS = 420;
/** Hands stay up between words closer together than this. */
const STAY_UP_MS = 900;

const shiftDominant = (pose: SignPose, dx: number, dy: number, dz: number): SignPose => ({
  ...pose,
  dominant: { ...pose.dominant, wrist: add(pose.dominant.wrist, vec(dx, dy, dz)) },
});

/**
 * The keyframes of a plan: rest, then every letter of every word in turn, back to rest between
 * words far apart. A letter repeated in a word (the LL of "ball") is made twice with a small
 * lift between, and one-handed letters slide a little to the side the second time, as
 * signers do, so the double reads as two.
 */
export function keyframes(plan: SpellingPlan, alphabet: ManualAlphabet): Keyframe[] {
  const keys: Keyframe[] = [{ t: 0, pose: REST }];
  plan.words.forEach((word, w) => {
    word.letters.forEach((planned, i) => {
      const sign = alphabet.letters[planned.letter];
      if (!sign) return;
      const duration = planned.endMs - planned.startMs;
      const arrive = planned.startMs + duration * MOVE;
      let poses = sign.poses;
      const repeated = i > 0 && word.letters[i - 1]?.letter === planned.letter;
      if (repeated) {
        const previous = keys[keys.length - 1]?.pose ?? REST;
        keys.push({ t: planned.startMs + duration * MOVE * 0.5, pose: shiftDominant(previous, 0, -12, 10) });
        if (alphabet.hands === 1) poses = poses.map((p) => shiftDominant(p, -16, 0, 0));
      }
      if (poses.length === 1) {
        keys.push({ t: arrive, pose: poses[0] as SignPose });
        keys.push({ t: planned.endMs, pose: poses[0] as SignPose });
      } else {
        const last = planned.endMs - duration * 0.06;
        poses.forEach((pose, k) => {
          keys.push({ t: arrive + ((last - arrive) * k) / (poses.length - 1), pose });
        });
        keys.push({ t: planned.endMs, pose: poses[poses.length - 1] as SignPose });
      }
    });
    const next = plan.words[w + 1];
    const lastPose = keys[keys.length - 1]?.pose ?? REST;
    if (!next || next.startMs - word.endMs > STAY_UP_MS) {
      keys.push({ t: word.endMs + HOLD_MS, pose: lastPose });
      keys.push({ t: word.endMs + HOLD_MS + RETURN_MS, pose: REST });
    }
  });
  return keys;
}

const ease = (u: number) => u * u * (3 - 2 * u);

const lerpFinger = (a: FingerPose, b: FingerPose, u: number): FingerPose => ({
  spread: lerp(a.spread, b.spread, u),
  flex: [lerp(a.flex[0], b.flex[0], u), lerp(a.flex[1], b.flex[1], u), lerp(a.flex[2], b.flex[2], u)],
});

const lerpThumb = (a: ThumbPose, b: ThumbPose, u: number): ThumbPose => ({
  spread: lerp(a.spread, b.spread, u),
  lift: lerp(a.lift, b.lift, u),
  flex: [lerp(a.flex[0], b.flex[0], u), lerp(a.flex[1], b.flex[1], u)],
});

const lerpShape = (a: HandShape, b: HandShape, u: number): HandShape => ({
  thumb: lerpThumb(a.thumb, b.thumb, u),
  index: lerpFinger(a.index, b.index, u),
  middle: lerpFinger(a.middle, b.middle, u),
  ring: lerpFinger(a.ring, b.ring, u),
  pinky: lerpFinger(a.pinky, b.pinky, u),
});

export const lerpHand = (a: HandPose, b: HandPose, u: number): HandPose => ({
  shape: lerpShape(a.shape, b.shape, u),
  wrist: lerpVec(a.wrist, b.wrist, u),
  fingers: normalize(lerpVec(a.fingers, b.fingers, u)),
  palm: normalize(lerpVec(a.palm, b.palm, u)),
});

/** The hands at time `t`: eased between the keyframes either side. */
export function poseAt(keys: readonly Keyframe[], t: number): SignPose {
  const hi = keys.findIndex((k) => k.t > t);
  if (hi === -1) return (keys[keys.length - 1] as Keyframe).pose;
  if (hi === 0) return (keys[0] as Keyframe).pose;
  const a = keys[hi - 1] as Keyframe;
  const b = keys[hi] as Keyframe;
  if (a.pose === b.pose) return a.pose;
  const u = ease(Math.min(1, Math.max(0, (t - a.t) / Math.max(1, b.t - a.t))));
  return {
    dominant: lerpHand(a.pose.dominant, b.pose.dominant, u),
    passive: lerpHand(a.pose.passive ?? PASSIVE_REST, b.pose.passive ?? PASSIVE_REST, u),
  };
}

/** The caption at time `t`: the word being spelled, shown from just before its first letter until the next word. */
export function captionAt(plan: SpellingPlan, t: number): Caption | null {
  for (let i = plan.words.length - 1; i >= 0; i--) {
    const word = plan.words[i];
    if (!word || t < word.startMs - 150) continue;
    const next = plan.words[i + 1];
    if (t > word.endMs + HOLD_MS + RETURN_MS + 400 && (!next || t < next.startMs - 150)) return null;
    let current = -1;
    for (const letter of word.letters) {
      if (t >= letter.startMs + (letter.endMs - letter.startMs) * MOVE * 0.6) current = letter.charIndex;
    }
    if (t >= word.endMs) current = Array.from(word.text).length;
    return { word: word.text, current };
  }
  return null;
}

/** Whether the signer's eyes are closed in a blink: every few seconds, for a tenth of a second. */
export const blinkAt = (t: number, seed: number): boolean => (t + (seed % 1700)) % 3400 < 110;
