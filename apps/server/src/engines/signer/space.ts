import type { HandPose, HandShape } from './hand.ts';
import { FINGER, shape, THUMB } from './handshapes.ts';
import { add, normalize, type Vec3, vec } from './vector.ts';

/**
 * The signing space of the picture: a 512 × 512 frame, the signer's head at the top middle. The
 * signer's right hand (their dominant hand) is on the viewer's left.
 */
export const FRAME = 512;
/**
 * The part of the signing space a video shows: head to waist, cropped close so the hands are as
 * large as they can be in a small corner of the picture. Resting hands drop out of it.
 */
export const VIEW = { x: 40, y: 28, size: 432 } as const;
export const VIEW_BOX = `${VIEW.x} ${VIEW.y} ${VIEW.size} ${VIEW.size}`;
/** Hands are drawn large: fingerspelling is read from the handshape. */
export const HAND_SIZE = 1.42;

/** Both hands, as one moment of signing. A passive hand of null rests by the body. */
export interface SignPose {
  dominant: HandPose;
  passive: HandPose | null;
}

/** Where the dominant hand fingerspells one-handed: beside the chin, at the signer's right shoulder. */
export const ONE_HAND_WRIST: Vec3 = vec(152, 318, 80);

/** Where the passive hand waits for the dominant one in two-handed spelling: in front of the chest. */
export const PASSIVE_WRIST: Vec3 = vec(306, 372, 64);

export const dir = (x: number, y: number, z: number): Vec3 => normalize(vec(x, y, z));

export const at = (base: Vec3, dx: number, dy: number, dz = 0): Vec3 => add(base, vec(dx, dy, dz));

export const hand = (s: HandShape, wrist: Vec3, fingers: Vec3, palm: Vec3): HandPose => ({
  shape: s,
  wrist,
  fingers: normalize(fingers),
  palm: normalize(palm),
});

const RELAXED = shape('relaxed', {
  index: FINGER.relaxed,
  middle: { spread: 0, flex: [18, 22, 12] },
  ring: { spread: 0, flex: [22, 26, 14] },
  pinky: { spread: 0, flex: [26, 28, 16] },
});

/**
 * Between words the dominant hand drops to the waist, relaxed; the passive hand waits below the
 * picture, as an interpreter's does when it has nothing to do.
 */
export const REST: SignPose = {
  dominant: hand(RELAXED, vec(188, 482, 40), dir(0.5, -0.75, 0.2), dir(0.3, 0.1, -1)),
  passive: hand(RELAXED, vec(338, 600, 30), dir(-0.1, 1, 0.1), dir(-1, 0, 0)),
};

/** The passive hand lowered, for one-handed letters in a two-handed alphabet. */
export const PASSIVE_REST = REST.passive as HandPose;

export { THUMB };
