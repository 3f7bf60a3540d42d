import { FINGER, shape, spread, THUMB, together, touchThumb } from '../handshapes.ts';
import { at, dir, hand, ONE_HAND_WRIST, type SignPose } from '../space.ts';
import type { LetterSign, ManualAlphabet } from './types.ts';

/**
 * The American manual alphabet, one-handed, made with the signer's right hand held beside the
 * chin. Every letter follows the standard description (Gallaudet University's and Lifeprint's
 * charts agree on all 26): which fingers are extended, bent or curled, where the thumb rests,
 * which way the palm faces, and the movement of J and Z.
 */

const W = ONE_HAND_WRIST;
const UP = dir(0.08, -1, 0);
/** Palm to the viewer, turned a little towards the signer's left as a relaxed hand is. */
const FORWARD = dir(0.18, 0, 1);
/** Palm to the signer's left, so a shape seen in profile (C, O, X) reads from the front. */
const SIDEWAYS = dir(1, 0, 0.5);

const one = (s: ReturnType<typeof shape>, fingers = UP, palm = FORWARD, wrist = W): SignPose => ({
  dominant: hand(s, wrist, fingers, palm),
  passive: null,
});

const A = shape('alongside');
const B = shape('acrossPalm', {
  index: spread('straight', together.index),
  middle: spread('straight', together.middle),
  ring: spread('straight', together.ring),
  pinky: spread('straight', together.pinky),
});
const C_FINGER = { spread: 0, flex: [34, 52, 38] } as const;
const C = shape(
  { spread: 50, lift: 58, flex: [26, 40] },
  {
    index: spread(C_FINGER, together.index),
    middle: spread(C_FINGER, together.middle),
    ring: spread(C_FINGER, together.ring),
    pinky: spread(C_FINGER, together.pinky),
  },
);
const D = touchThumb(
  shape('curved', {
    index: 'straight',
    middle: { spread: 0, flex: [50, 62, 40] },
    ring: { spread: 2, flex: [54, 62, 40] },
    pinky: { spread: 6, flex: [56, 62, 40] },
  }),
  'middlePad',
);
const E = shape(
  { spread: -10, lift: 44, flex: [52, 44] },
  { index: 'clawed', middle: 'clawed', ring: 'clawed', pinky: 'clawed' },
);
const F = touchThumb(
  shape('curved', {
    index: { spread: 0, flex: [46, 58, 34] },
    middle: spread('straight', 2),
    ring: spread('straight', 2),
    pinky: spread('straight', 0),
  }),
  'indexPad',
);
const G = shape({ spread: 22, lift: 34, flex: [0, 0] }, { index: 'straight' });
const H = shape('acrossFingers', {
  index: spread('straight', together.index),
  middle: spread('straight', together.middle),
});
const I = shape('acrossFingers', { pinky: 'straight' });
const K = touchThumb(
  shape('curved', { index: spread('straight', 4), middle: { spread: -15, flex: [38, 4, 0] } }),
  'middleKnuckle',
  { spread: 20, lift: 46, flex: [0, 0] },
);
const L = shape('out', { index: 'straight' });
// The thumb lies under the folded fingers with its tip showing between ring and little finger (M)
// or between middle and ring finger (N).
const M = touchThumb(
  shape('acrossPalm', { index: 'over', middle: 'over', ring: 'over', pinky: 'curled' }),
  [-11, 17, 12],
  { spread: -20, lift: 14, flex: [30, 10] },
);
const N = touchThumb(shape('acrossPalm', { index: 'over', middle: 'over', ring: 'curled' }), [-2, 17, 12], {
  spread: -10,
  lift: 14,
  flex: [30, 10],
});
const O_FINGER = { spread: 0, flex: [40, 68, 54] } as const;
const O = touchThumb(
  shape('curved', {
    index: spread(O_FINGER, together.index),
    middle: spread(O_FINGER, together.middle),
    ring: spread(O_FINGER, together.ring),
    pinky: spread(O_FINGER, together.pinky),
  }),
  'indexPad',
  { spread: 28, lift: 52, flex: [26, 34] },
  0.08,
);
const R = shape('acrossFingers', {
  index: { spread: -15, flex: [8, 4, 0] },
  middle: { spread: 17, flex: [0, 0, 0] },
});
const S = shape('acrossFingers');
// The thumb stands in front of the palm with its tip between the index and middle fingers.
const T = shape({ spread: -5, lift: 14, flex: [2, 0] }, { index: { spread: 0, flex: [80, 100, 52] } });
const U = shape('acrossFingers', {
  index: spread('straight', together.index),
  middle: spread('straight', together.middle),
});
const V = shape('acrossFingers', { index: spread('straight', 11), middle: spread('straight', -10) });
const W_SHAPE = touchThumb(
  shape('acrossFingers', {
    index: spread('straight', 10),
    middle: spread('straight', 0),
    ring: spread('straight', -10),
    pinky: 'curled',
  }),
  'pinkyMiddle',
  THUMB.acrossFingers,
);
const X = shape('acrossFingers', { index: 'hooked' });
const Y = shape('out', { pinky: spread('straight', -8) });
const POINT = shape('acrossFingers', { index: 'straight' });

/** Index and thumb out and parallel, pointing to the signer's left, palm towards the signer (G). */
const SIDE_POINT = dir(1, -0.12, 0);
const TOWARDS_SIGNER = dir(0, 0.1, -1);

const letters: LetterSign[] = [
  {
    letter: 'A',
    description: 'Fist, thumb straight up against the side of the index finger; palm forward.',
    poses: [one(A)],
  },
  {
    letter: 'B',
    description: 'Four fingers straight up and together, thumb folded across the palm; palm forward.',
    poses: [one(B)],
  },
  {
    letter: 'C',
    description: 'Fingers and thumb curved into a C, seen from the side; palm to the left.',
    poses: [one(C, UP, SIDEWAYS)],
  },
  {
    letter: 'D',
    description: 'Index finger straight up; middle, ring and little fingers curve to touch the thumb tip.',
    poses: [one(D, UP, dir(0.5, 0, 1))],
  },
  {
    letter: 'E',
    description: 'Fingers bent down, their tips resting on the thumb tucked across the palm.',
    poses: [one(E)],
  },
  {
    letter: 'F',
    description: 'Index finger and thumb touch in a circle; the other three fingers straight and spread.',
    poses: [one(F, UP, dir(0.45, 0, 1))],
  },
  {
    letter: 'G',
    description:
      'Index finger and thumb straight and parallel, pointing to the side; palm towards the signer.',
    poses: [one(G, SIDE_POINT, TOWARDS_SIGNER, at(W, -18, -40))],
  },
  {
    letter: 'H',
    description: 'Index and middle fingers straight together, pointing to the side; palm towards the signer.',
    poses: [one(H, SIDE_POINT, TOWARDS_SIGNER, at(W, -18, -40))],
  },
  {
    letter: 'I',
    description: 'Little finger straight up, the others in a fist with the thumb across them.',
    poses: [one(I)],
  },
  {
    letter: 'J',
    description:
      'I, then the little finger draws a J: down, curving towards the signer as the palm turns in.',
    poses: [
      one(I),
      one(I, dir(0.12, -1, 0.1), dir(0.6, 0, 0.8), at(W, 0, 18, 4)),
      one(I, dir(0.35, -0.95, 0.1), dir(0.9, 0.1, -0.1), at(W, 10, 30, 0)),
      one(I, dir(0.6, -0.8, 0), dir(0.5, 0.1, -0.85), at(W, 24, 24, -4)),
    ],
  },
  {
    letter: 'K',
    description:
      'Index finger up, middle finger out forward; the thumb touches the middle finger between them.',
    poses: [one(K, UP, dir(0.3, 0, 1))],
  },
  {
    letter: 'L',
    description: 'Index finger up and thumb out to the side, an L; palm forward.',
    poses: [one(L)],
  },
  {
    letter: 'M',
    description: 'Thumb tucked under the index, middle and ring fingers, which fold over it.',
    poses: [one(M)],
  },
  {
    letter: 'N',
    description: 'Thumb tucked under the index and middle fingers, which fold over it.',
    poses: [one(N)],
  },
  {
    letter: 'O',
    description: 'All fingertips curve to meet the thumb tip in an O, seen from the side.',
    poses: [one(O, UP, dir(1, 0, 0.06))],
  },
  {
    letter: 'P',
    description: 'K turned down: middle finger points down, index finger forward, thumb between them.',
    poses: [one(K, dir(0.35, 0.55, 0.75), dir(0.5, 0.6, -0.6), at(W, 8, -50, 10))],
  },
  {
    letter: 'Q',
    description: 'G turned down: index finger and thumb point down, parallel.',
    poses: [one(G, dir(0.25, 1, 0.2), dir(0.3, 0.1, -1), at(W, 4, -70, 0))],
  },
  {
    letter: 'R',
    description: 'Index and middle fingers up and crossed, the middle over the index.',
    poses: [one(R, UP, dir(0.3, 0, 1))],
  },
  { letter: 'S', description: 'Fist with the thumb across the front of the fingers.', poses: [one(S)] },
  {
    letter: 'T',
    description: 'Fist with the thumb tucked between the index and middle fingers.',
    poses: [one(T)],
  },
  { letter: 'U', description: 'Index and middle fingers straight up and together.', poses: [one(U)] },
  { letter: 'V', description: 'Index and middle fingers straight up and spread in a V.', poses: [one(V)] },
  {
    letter: 'W',
    description: 'Index, middle and ring fingers up and spread; the thumb holds the little finger.',
    poses: [one(W_SHAPE)],
  },
  {
    letter: 'X',
    description: 'Index finger hooked, the others in a fist; seen from the side.',
    poses: [one(X, UP, dir(0.9, 0, 0.7))],
  },
  { letter: 'Y', description: 'Thumb and little finger out, the others curled.', poses: [one(Y)] },
  {
    letter: 'Z',
    description: 'The index finger draws a Z in the air (as the signer sees it).',
    poses: [
      one(POINT, UP, FORWARD, at(W, 26, -8)),
      one(POINT, UP, FORWARD, at(W, -22, -8)),
      one(POINT, UP, FORWARD, at(W, 26, 30)),
      one(POINT, UP, FORWARD, at(W, -22, 30)),
    ],
  },
];

export const ASL: ManualAlphabet = {
  type: 'ASL',
  name: 'American Sign Language manual alphabet',
  hands: 1,
  letters: Object.fromEntries(letters.map((l) => [l.letter, l])),
  source:
    'The American manual alphabet as Gallaudet University and Lifeprint (Dr Bill Vicars) chart it. One-handed; the signer’s right hand. J and Z move; the others are held.',
};

export { FINGER };
