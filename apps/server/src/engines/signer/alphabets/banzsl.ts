import { type HandPose, type HandShape, type Landmark, landmark, poseHand } from '../hand.ts';
import { FINGER, shape, spread, THUMB, together, touchThumb } from '../handshapes.ts';
import { at, dir, HAND_SIZE, hand, ONE_HAND_WRIST, PASSIVE_WRIST, type SignPose } from '../space.ts';
import { add, sub, type Vec3, vec } from '../vector.ts';
import type { LetterSign, ManualAlphabet } from './types.ts';

/**
 * The two-handed manual alphabet of British Sign Language (shared by Auslan and New Zealand Sign
 * Language, "BANZSL"), right-handed: the right hand is the active "pen", the left the "paper".
 * The vowels are the fingertips of the left hand from the thumb (A) to the little finger (U);
 * C, D, J, K, P, Q, T, V, X and Y make the shape of the letter; B, F, G, L, M, N, R, S and W
 * suggest it; H and Z are arbitrary. Letters seen from the front often read backwards; that is
 * how they are signed.
 *
 * Drawn to be read on a small screen: the left hand is turned a little more towards the viewer
 * than a signer holds it, so the touched fingertip and the marks on the palm can be seen.
 */

// ---- Handshapes ----

const OPEN = shape(
  { spread: 46, lift: 18, flex: [0, 0] },
  {
    index: spread('straight', 4),
    middle: spread('straight', 0),
    ring: spread('straight', -3),
    pinky: spread('straight', -6),
  },
);
const FLAT = shape('alongside', {
  index: spread('straight', together.index),
  middle: spread('straight', together.middle),
  ring: spread('straight', together.ring),
  pinky: spread('straight', together.pinky),
});
const POINT = shape('acrossFingers', { index: 'straight' });
/** The index finger reaching out and crooked at its middle joint, so the bend shows from the side (K). */
const CROOK = shape('acrossFingers', { index: { spread: 0, flex: [0, 85, 35] } });
const TWO = shape('acrossFingers', {
  index: spread('straight', together.index),
  middle: spread('straight', together.middle),
});
const THREE = shape('acrossFingers', {
  index: spread('straight', together.index),
  middle: spread('straight', together.middle),
  ring: spread('straight', together.ring),
});
const VEE = shape('acrossFingers', { index: spread('straight', 17), middle: spread('straight', -16) });
const FIST = shape('acrossFingers');
const C_HAND = shape(
  { spread: 50, lift: 58, flex: [26, 40] },
  {
    index: spread({ spread: 0, flex: [34, 52, 38] }, together.index),
    middle: spread({ spread: 0, flex: [34, 52, 38] }, together.middle),
    ring: spread({ spread: 0, flex: [34, 52, 38] }, together.ring),
    pinky: spread({ spread: 0, flex: [34, 52, 38] }, together.pinky),
  },
);
/** Index finger and thumb curved into a half circle, the other fingers curled (the bowl of D). */
const BOWL = shape({ spread: 62, lift: 40, flex: [24, 30] }, { index: { spread: 0, flex: [26, 56, 40] } });
/** Index finger and thumb meeting in a ring, the other fingers curled (Q). */
const RING = touchThumb(
  shape('curved', { index: { spread: 0, flex: [42, 62, 40] } }),
  'indexPad',
  { spread: 30, lift: 50, flex: [24, 30] },
  0.08,
);
/** Index finger and thumb in a wide arch, the index curling over onto the thumb tip (P). */
const WIDE_RING = touchThumb(
  shape('acrossFingers', { index: { spread: 0, flex: [8, 50, 42] } }),
  'indexTip',
  { spread: 60, lift: 40, flex: [0, 10] },
  0.02,
);
/** All fingers rounded onto the thumb (each half of B). */
const ROUND = touchThumb(
  shape('curved', {
    index: spread({ spread: 0, flex: [44, 64, 46] }, together.index),
    middle: spread({ spread: 0, flex: [46, 64, 46] }, together.middle),
    ring: spread({ spread: 0, flex: [48, 64, 46] }, together.ring),
    pinky: spread({ spread: 0, flex: [50, 64, 46] }, together.pinky),
  }),
  'middlePad',
  { spread: 30, lift: 50, flex: [24, 30] },
  0.06,
);
const PINKY_HOOK = shape('acrossFingers', { pinky: { spread: -6, flex: [16, 80, 56] } });
const THUMB_INDEX_V = shape({ spread: 70, lift: 10, flex: [0, 0] }, { index: spread('straight', 4) });

// ---- Where the hands go ----

const P = PASSIVE_WRIST;
/** The left hand held up, fingers a little towards the signer's right, palm towards the viewer. */
const PASSIVE_UP = dir(-0.3, -1, 0);
const PASSIVE_PALM = dir(0.15, 0, 1);

const passive = (s: HandShape, wrist: Vec3 = P, fingers = PASSIVE_UP, palm = PASSIVE_PALM): HandPose =>
  hand(s, wrist, fingers, palm);

/**
 * Places the right hand so that its `from` point lands on the left hand's `to` point, `nudge`
 * away from it (towards the viewer, so the touching hand shows in front).
 */
function touch(
  active: Omit<HandPose, 'wrist'>,
  from: Landmark,
  left: HandPose,
  to: Landmark | Vec3,
  nudge: Vec3 = vec(0, 0, 5),
): HandPose {
  const probe = poseHand('right', { ...active, wrist: vec(0, 0, 0) }, HAND_SIZE);
  const target = Array.isArray(to)
    ? (to as Vec3)
    : landmark(poseHand('left', left, HAND_SIZE), to as Landmark);
  const offset = landmark(probe, from);
  return { ...active, wrist: add(sub(target, offset), nudge) };
}

const two = (right: HandPose, left: HandPose): SignPose => ({ dominant: right, passive: left });

/** The right index pointing down onto a fingertip of the open left hand: the vowels. */
function vowel(tip: Landmark): SignPose {
  const left = passive(OPEN);
  const right = touch(
    { shape: POINT, fingers: dir(0.55, 0.62, -0.25), palm: dir(-0.2, -0.3, -1) },
    'indexPad',
    left,
    tip,
    vec(0, -3, 6),
  );
  return two(right, left);
}

/** A point on the left hand's palm, `up` along it and `across` towards its thumb, in hand units. */
function onPalm(left: HandPose, up: number, across = 0): Vec3 {
  const h = poseHand('left', left, HAND_SIZE);
  const palm = landmark(h, 'palm');
  return add(add(palm, scaleVec(h.axes.y, up * HAND_SIZE)), scaleVec(h.axes.x, across * HAND_SIZE));
}
const scaleVec = (v: Vec3, k: number): Vec3 => [v[0] * k, v[1] * k, v[2] * k];

/** A point on a finger of the left hand, `at` of the way from its knuckle (0) to its tip (1). */
function alongFinger(left: HandPose, finger: 'index', at: number): Vec3 {
  const h = poseHand('left', left, HAND_SIZE);
  const knuckle = landmark(h, `${finger}Knuckle`);
  return add(knuckle, scaleVec(sub(landmark(h, `${finger}Tip`), knuckle), at));
}

const FLAT_LEFT = passive(FLAT, at(P, 0, 4), dir(-0.22, -1, 0), dir(0.1, 0, 1));
/** The left index finger held straight up: the upright stroke of D, K, P. */
const INDEX_UP = passive(POINT, at(P, -6, -6), dir(-0.05, -1, 0), dir(0.2, 0, 1));

function bothRound(): SignPose {
  const left = passive(ROUND, at(P, -4, 0), dir(-0.15, -1, 0), dir(-1, 0, 0.25));
  const right = touch(
    { shape: ROUND, fingers: dir(0.15, -1, 0), palm: dir(1, 0, 0.25) },
    'indexKnuckle',
    left,
    'indexKnuckle',
    vec(0, 0, 2),
  );
  return two(right, left);
}

const letters: LetterSign[] = [
  {
    letter: 'A',
    description: 'Right index finger touches the tip of the left thumb.',
    poses: [vowel('thumbTip')],
  },
  {
    letter: 'B',
    description: 'Both hands round their fingers onto the thumb and are held together, side by side.',
    poses: [bothRound()],
  },
  {
    letter: 'C',
    description: 'Right hand alone curves index finger and thumb into a C.',
    poses: [{ dominant: hand(C_HAND, ONE_HAND_WRIST, dir(0.08, -1, 0), dir(1, 0, 0.5)), passive: null }],
  },
  {
    letter: 'D',
    description:
      'Left index finger straight up; right index finger and thumb curve around it like the bowl of a D.',
    poses: [
      two(
        touch(
          { shape: BOWL, fingers: dir(0.2, -1, 0.1), palm: dir(1, 0, 0.2) },
          'indexTip',
          INDEX_UP,
          'indexMiddle',
          vec(-2, -6, 4),
        ),
        INDEX_UP,
      ),
    ],
  },
  {
    letter: 'E',
    description: 'Right index finger touches the tip of the left index finger.',
    poses: [vowel('indexTip')],
  },
  {
    letter: 'F',
    description: 'Right index and middle fingers lie across the left index and middle fingers.',
    poses: (() => {
      const left = passive(TWO, at(P, -2, 0), dir(-0.7, -0.75, 0), dir(0.1, 0, 1));
      const right = touch(
        { shape: TWO, fingers: dir(0.75, -0.7, -0.1), palm: dir(0, 0.1, -1) },
        'indexMiddle',
        left,
        'middleMiddle',
        vec(0, 0, 6),
      );
      return [two(right, left)];
    })(),
  },
  {
    letter: 'G',
    description: 'Right fist placed on top of the left fist.',
    poses: (() => {
      const left = passive(FIST, at(P, -10, 10), dir(-0.95, -0.3, 0), dir(0, 0.15, -1));
      const right = touch(
        { shape: FIST, fingers: dir(0.95, -0.3, 0), palm: dir(0, 0.15, -1) },
        'edge',
        left,
        'indexKnuckle',
        vec(6, -2, 3),
      );
      return [two(right, left)];
    })(),
  },
  {
    letter: 'H',
    description: 'Right palm brushes across the left palm, from the heel of the hand to the fingers.',
    poses: (() => {
      const left = passive(FLAT, at(P, 0, 10), dir(-0.25, -1, 0), dir(0.15, 0, 1));
      const stroke = (up: number) =>
        touch(
          { shape: FLAT, fingers: dir(0.55, -0.8, 0.05), palm: dir(0, 0.15, -1) },
          'palm',
          left,
          onPalm(left, up),
          vec(0, 0, 4),
        );
      return [two(stroke(-14), left), two(stroke(30), left)];
    })(),
  },
  {
    letter: 'I',
    description: 'Right index finger touches the tip of the left middle finger.',
    poses: [vowel('middleTip')],
  },
  {
    letter: 'J',
    description:
      'Right index finger draws a J down the left palm, starting from the tip of the middle finger.',
    poses: (() => {
      const left = passive(FLAT, at(P, 0, 10), dir(-0.25, -1, 0), dir(0.15, 0, 1));
      const pen = (to: Vec3) =>
        touch(
          { shape: POINT, fingers: dir(0.55, 0.62, -0.25), palm: dir(-0.2, -0.3, -1) },
          'indexPad',
          left,
          to,
          vec(0, 0, 5),
        );
      const tip = landmark(poseHand('left', left, HAND_SIZE), 'middleTip');
      return [
        two(pen(tip), left),
        two(pen(onPalm(left, 0, 0)), left),
        two(pen(onPalm(left, -14, -3)), left),
        two(pen(onPalm(left, -14, 10)), left),
      ];
    })(),
  },
  {
    letter: 'K',
    description:
      'Left index finger straight up; the bent right index finger touches its side, making the arms of a K.',
    poses: [
      two(
        touch(
          { shape: CROOK, fingers: dir(1, -0.35, 0), palm: dir(0.35, 1, 0.15) },
          'indexPad',
          INDEX_UP,
          alongFinger(INDEX_UP, 'index', 0.05),
          vec(-4, 0, 4),
        ),
        INDEX_UP,
      ),
    ],
  },
  {
    letter: 'L',
    description: 'Right index finger laid across the left palm.',
    poses: [
      two(
        touch(
          { shape: POINT, fingers: dir(1, -0.05, -0.05), palm: dir(0, 0.2, -1) },
          'indexMiddle',
          FLAT_LEFT,
          onPalm(FLAT_LEFT, 4),
          vec(0, 0, 4),
        ),
        FLAT_LEFT,
      ),
    ],
  },
  {
    letter: 'M',
    description: 'Three right fingers (index, middle and ring) laid on the left palm.',
    poses: [
      two(
        touch(
          { shape: THREE, fingers: dir(1, 0.1, -0.1), palm: dir(0, 0.1, -1) },
          'middleMiddle',
          FLAT_LEFT,
          onPalm(FLAT_LEFT, 4),
          vec(0, 0, 4),
        ),
        FLAT_LEFT,
      ),
    ],
  },
  {
    letter: 'N',
    description: 'Two right fingers (index and middle) laid on the left palm.',
    poses: [
      two(
        touch(
          { shape: TWO, fingers: dir(1, 0.1, -0.1), palm: dir(0, 0.1, -1) },
          'middleMiddle',
          FLAT_LEFT,
          onPalm(FLAT_LEFT, 4),
          vec(0, 0, 4),
        ),
        FLAT_LEFT,
      ),
    ],
  },
  {
    letter: 'O',
    description: 'Right index finger touches the tip of the left ring finger.',
    poses: [vowel('ringTip')],
  },
  {
    letter: 'P',
    description: 'Right index finger and thumb make a ring against the top of the upright left index finger.',
    poses: [
      two(
        touch(
          { shape: WIDE_RING, fingers: dir(0.95, 0.3, 0), palm: dir(-0.3, 0.95, 0) },
          'thumbPad',
          INDEX_UP,
          'indexTip',
          vec(-2, 0, 4),
        ),
        INDEX_UP,
      ),
    ],
  },
  {
    letter: 'Q',
    description: 'Left index finger and thumb make a ring; the right index finger hangs from it like a tail.',
    poses: (() => {
      const left = passive(RING, at(P, -8, -10), dir(-0.3, -1, 0), dir(-0.9, 0, 0.4));
      const right = touch(
        { shape: POINT, fingers: dir(0.45, -0.9, 0), palm: dir(0, 0.1, -1) },
        'indexPad',
        left,
        'thumbMiddle',
        vec(-2, 2, 5),
      );
      return [two(right, left)];
    })(),
  },
  {
    letter: 'R',
    description: 'The bent right index finger rests on the left palm.',
    poses: [
      two(
        touch(
          { shape: CROOK, fingers: dir(1, -0.2, -0.25), palm: dir(0.2, 1, -0.1) },
          'indexMiddle',
          FLAT_LEFT,
          onPalm(FLAT_LEFT, 1),
          vec(0, 0, 8),
        ),
        FLAT_LEFT,
      ),
    ],
  },
  {
    letter: 'S',
    description: 'The two little fingers hook together.',
    poses: (() => {
      const left = passive(PINKY_HOOK, at(P, 8, -4), dir(-0.9, -0.45, 0), dir(0, 0.3, -1));
      const right = touch(
        { shape: PINKY_HOOK, fingers: dir(0.9, -0.45, 0), palm: dir(0, 0.3, -1) },
        'pinkyTip',
        left,
        'pinkyMiddle',
        vec(0, -3, 3),
      );
      return [two(right, left)];
    })(),
  },
  {
    letter: 'T',
    description: 'Right index fingertip touches the lower edge of the flat left hand held across, like a T.',
    poses: (() => {
      const left = passive(FLAT, at(P, 4, -30), dir(-1, 0, 0), dir(0, -0.45, 0.9));
      const right = touch(
        { shape: POINT, fingers: dir(0.05, -1, -0.1), palm: dir(0, 0.15, -1) },
        'indexTip',
        left,
        'edge',
        vec(-6, 7, 6),
      );
      return [two(right, left)];
    })(),
  },
  {
    letter: 'U',
    description: 'Right index finger touches the tip of the left little finger.',
    poses: [vowel('pinkyTip')],
  },
  {
    letter: 'V',
    description: 'Right index and middle fingers, spread in a V, point down onto the left palm.',
    poses: [
      two(
        touch(
          { shape: VEE, fingers: dir(0.55, 0.8, -0.3), palm: dir(0.2, 0.2, -1) },
          'middleTip',
          FLAT_LEFT,
          onPalm(FLAT_LEFT, -6, 2),
          vec(0, 0, 6),
        ),
        FLAT_LEFT,
      ),
    ],
  },
  {
    letter: 'W',
    description: 'The fingers of both hands, spread, mesh together.',
    poses: (() => {
      const left = passive(OPEN, at(P, 0, 0), dir(-0.45, -1, 0), dir(0.1, 0, 1));
      const right = touch(
        { shape: OPEN, fingers: dir(0.45, -1, 0), palm: dir(0, 0, -1) },
        'middleMiddle',
        left,
        'ringMiddle',
        vec(0, 0, 8),
      );
      return [two(right, left)];
    })(),
  },
  {
    letter: 'X',
    description: 'The two index fingers cross, making an X.',
    poses: (() => {
      const left = passive(POINT, at(P, -4, 0), dir(-0.6, -0.8, 0), dir(0.1, 0, 1));
      const right = touch(
        { shape: POINT, fingers: dir(0.6, -0.8, 0), palm: dir(0, 0, -1) },
        'indexMiddle',
        left,
        'indexMiddle',
        vec(0, 0, 6),
      );
      return [two(right, left)];
    })(),
  },
  {
    letter: 'Y',
    description:
      'Left thumb and index finger spread in a V; the right index finger rests in the crook between them.',
    poses: (() => {
      const left = passive(THUMB_INDEX_V, at(P, -6, 0), dir(0.2, -1, 0), dir(0.15, 0, 1));
      const h = poseHand('left', left, HAND_SIZE);
      const crook = add(
        scaleVec(add(landmark(h, 'thumbKnuckle'), landmark(h, 'indexKnuckle')), 0.5),
        vec(0, -6, 0),
      );
      const right = touch(
        { shape: POINT, fingers: dir(0.1, -1, -0.1), palm: dir(0, 0.15, -1) },
        'indexTip',
        left,
        crook,
        vec(0, 0, 6),
      );
      return [two(right, left)];
    })(),
  },
  {
    letter: 'Z',
    description: 'The flat right hand, palm down, rests its fingers across the left palm.',
    poses: [
      two(
        touch(
          { shape: FLAT, fingers: dir(1, 0.05, -0.1), palm: dir(0, 1, -0.2) },
          'middleMiddle',
          FLAT_LEFT,
          onPalm(FLAT_LEFT, 2),
          vec(0, 0, 6),
        ),
        FLAT_LEFT,
      ),
    ],
  },
];

const LETTERS = Object.fromEntries(letters.map((l) => [l.letter, l]));

export const BSL: ManualAlphabet = {
  type: 'BSL',
  name: 'British Sign Language two-handed alphabet',
  hands: 2,
  letters: LETTERS,
  source:
    'The British (BANZSL) two-handed manual alphabet, right-handed: vowels on the left fingertips from the thumb; the other letters as the British Deaf Association’s chart and the BANZSL notes describe them.',
};

/**
 * Indian Sign Language spells English with a two-handed alphabet descended from the British one
 * (variations of it are used across the Indo-Pakistani sign languages). Regional charts differ
 * in a few letters; this signer uses the shared two-handed forms above.
 */
export const ISL: ManualAlphabet = {
  type: 'ISL',
  name: 'Indian Sign Language two-handed alphabet',
  hands: 2,
  letters: LETTERS,
  source:
    'The two-handed English alphabet used in Indian Sign Language, which descends from the British two-handed alphabet; drawn here in its shared forms. Regional Indian charts vary in a few letters.',
};

export { FINGER, THUMB };
