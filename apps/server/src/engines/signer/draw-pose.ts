import { armParts, type SleevePaint } from './arms.ts';
import { handParts, type Part, type PosedHand, poseHand, type SkinPaint } from './hand.ts';
import { HAND_SIZE, PASSIVE_REST, type SignPose } from './space.ts';

export interface PosedHands {
  dominant: PosedHand;
  passive: PosedHand;
}

/** Both hands of a pose, posed in world space; a resting passive hand is put back by the body. */
export function poseHands(pose: SignPose): PosedHands {
  return {
    dominant: poseHand('right', pose.dominant, HAND_SIZE),
    passive: poseHand('left', pose.passive ?? PASSIVE_REST, HAND_SIZE),
  };
}

/**
 * Everything of a pose that moves: both arms and both hands, as parts to be painted back to
 * front. The dominant hand is nudged forward, so where it touches the other hand it is on top.
 */
export function poseParts(
  hands: PosedHands,
  pose: SignPose,
  skin: SkinPaint,
  sleeve: SleevePaint,
  options: { handsOnly?: boolean } = {},
): Part[] {
  const passive = pose.passive ?? PASSIVE_REST;
  const forearm = options.handsOnly ? 70 : undefined;
  const parts = [
    ...armParts('right', pose.dominant.wrist, pose.dominant.fingers, sleeve, skin, forearm),
    ...handParts(hands.dominant, skin, 3),
  ];
  if (!options.handsOnly || pose.passive) {
    parts.push(
      ...armParts('left', passive.wrist, passive.fingers, sleeve, skin, forearm),
      ...handParts(hands.passive, skin),
    );
  }
  return parts;
}
