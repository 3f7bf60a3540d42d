import { describe, expect, it } from 'vitest';
import { poseHands } from './draw-pose.ts';
import {
  DIGITS,
  type Digit,
  FINGERS,
  type FingerName,
  type HandShape,
  type Landmark,
  landmark,
  poseHand,
} from './hand.ts';
import { ALPHABETS } from './signer.ts';
import { distance, vec } from './vector.ts';

/** How far the thumb's pad is from a landmark of the same hand, held up with its palm to the viewer. */
function thumbGap(shape: HandShape, target: Landmark): number {
  const hand = poseHand('right', { shape, wrist: vec(0, 0, 0), fingers: vec(0, -1, 0), palm: vec(0, 0, 1) });
  return distance(landmark(hand, 'thumbPad'), landmark(hand, target));
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Fingers held out straight (not curled, bent or hooked) in a letter's first pose. */
function extended(letter: string): FingerName[] {
  const shape = ALPHABETS.ASL.letters[letter]?.poses[0]?.dominant.shape;
  if (!shape) throw new Error(`no ASL ${letter}`);
  return FINGERS.filter((f) => shape[f].flex[1] + shape[f].flex[2] < 30 && shape[f].flex[0] < 45);
}

describe('manual alphabets', () => {
  it.each(Object.values(ALPHABETS))('$type has all 26 letters, each described and posed', (alphabet) => {
    expect(Object.keys(alphabet.letters).sort()).toEqual(LETTERS);
    for (const sign of Object.values(alphabet.letters)) {
      expect(sign.description.length).toBeGreaterThan(10);
      expect(sign.poses.length).toBeGreaterThan(0);
    }
  });

  it('spells ASL with one hand only', () => {
    for (const sign of Object.values(ALPHABETS.ASL.letters)) {
      for (const pose of sign.poses) expect(pose.passive, sign.letter).toBeNull();
    }
  });

  it('spells BSL and ISL with both hands, except the one-handed C', () => {
    for (const type of ['BSL', 'ISL'] as const) {
      for (const sign of Object.values(ALPHABETS[type].letters)) {
        const twoHanded = sign.poses.every((pose) => pose.passive !== null);
        expect(twoHanded, `${type} ${sign.letter}`).toBe(sign.letter !== 'C');
      }
    }
  });

  it('moves only the letters that move: ASL J and Z; BSL H and J', () => {
    const moving = (type: 'ASL' | 'BSL') =>
      Object.values(ALPHABETS[type].letters)
        .filter((s) => s.poses.length > 1)
        .map((s) => s.letter);
    expect(moving('ASL')).toEqual(['J', 'Z']);
    expect(moving('BSL')).toEqual(['H', 'J']);
  });
});

describe('ASL handshapes', () => {
  it.each([
    ['A', []],
    ['B', ['index', 'middle', 'ring', 'pinky']],
    ['D', ['index']],
    ['E', []],
    ['F', ['middle', 'ring', 'pinky']],
    ['G', ['index']],
    ['H', ['index', 'middle']],
    ['I', ['pinky']],
    ['L', ['index']],
    ['M', []],
    ['N', []],
    ['Q', ['index']],
    ['R', ['index', 'middle']],
    ['S', []],
    ['T', []],
    ['U', ['index', 'middle']],
    ['V', ['index', 'middle']],
    ['W', ['index', 'middle', 'ring']],
    ['X', []],
    ['Y', ['pinky']],
    ['Z', ['index']],
  ])('%s holds out %j', (letter, fingers) => {
    expect(extended(letter)).toEqual(fingers);
  });

  it('spreads V and closes U', () => {
    const spreadOf = (letter: string) => {
      const s = ALPHABETS.ASL.letters[letter]?.poses[0]?.dominant.shape;
      return (s?.index.spread ?? 0) - (s?.middle.spread ?? 0);
    };
    expect(spreadOf('V')).toBeGreaterThan(15);
    expect(Math.abs(spreadOf('U'))).toBeLessThan(5);
  });

  it.each([
    ['O', 'indexPad'],
    ['F', 'indexPad'],
    ['D', 'middlePad'],
  ] as const)('%s touches the thumb to the %s', (letter, target) => {
    const shape = ALPHABETS.ASL.letters[letter]?.poses[0]?.dominant.shape;
    expect(shape && thumbGap(shape, target)).toBeLessThan(6);
  });

  it('puts the thumb out for L and Y and alongside the fist for A', () => {
    const thumb = (letter: string) => ALPHABETS.ASL.letters[letter]?.poses[0]?.dominant.shape.thumb;
    expect(thumb('L')?.spread).toBeGreaterThan(60);
    expect(thumb('Y')?.spread).toBeGreaterThan(60);
    expect(thumb('A')?.spread).toBeLessThan(15);
  });
});

describe('BSL handshapes', () => {
  const vowelTips: [string, Digit][] = [
    ['A', 'thumb'],
    ['E', 'index'],
    ['I', 'middle'],
    ['O', 'ring'],
    ['U', 'pinky'],
  ];

  it.each(vowelTips)('%s: the right index touches the left %s tip, not another', (letter, digit) => {
    const pose = ALPHABETS.BSL.letters[letter]?.poses[0];
    if (!pose) throw new Error('missing');
    const hands = poseHands(pose);
    const pen = landmark(hands.dominant, 'indexPad');
    const gaps = DIGITS.map((d) => ({ d, gap: distance(pen, landmark(hands.passive, `${d}Tip`)) }));
    const nearest = gaps.reduce((a, b) => (b.gap < a.gap ? b : a));
    expect(nearest.d).toBe(digit);
    expect(nearest.gap).toBeLessThan(14);
  });

  it('crosses the two index fingers for X', () => {
    const pose = ALPHABETS.BSL.letters.X?.poses[0];
    if (!pose) throw new Error('missing');
    const hands = poseHands(pose);
    expect(
      distance(landmark(hands.dominant, 'indexMiddle'), landmark(hands.passive, 'indexMiddle')),
    ).toBeLessThan(10);
  });

  it('hooks the little fingers for S', () => {
    const pose = ALPHABETS.BSL.letters.S?.poses[0];
    if (!pose) throw new Error('missing');
    const hands = poseHands(pose);
    expect(
      distance(landmark(hands.dominant, 'pinkyTip'), landmark(hands.passive, 'pinkyMiddle')),
    ).toBeLessThan(10);
  });

  it('lays three fingers on the palm for M and two for N', () => {
    const fingersOut = (letter: string) => {
      const s = ALPHABETS.BSL.letters[letter]?.poses[0]?.dominant.shape;
      return FINGERS.filter((f) => s && s[f].flex[0] + s[f].flex[1] < 20);
    };
    expect(fingersOut('M')).toEqual(['index', 'middle', 'ring']);
    expect(fingersOut('N')).toEqual(['index', 'middle']);
  });

  it('uses the same two-handed forms for ISL', () => {
    expect(ALPHABETS.ISL.letters).toBe(ALPHABETS.BSL.letters);
    expect(ALPHABETS.ISL.hands).toBe(2);
  });
});
