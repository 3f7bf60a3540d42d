import type { SignLanguageType } from '@storyloom/contract';
import type { SignPose } from '../space.ts';

/** One letter of a manual alphabet: how it is made, in words, and the poses that make it. */
export interface LetterSign {
  letter: string;
  /** How the letter is formed, as the alphabet describes it; printed on the alphabet sheet. */
  description: string;
  /** One pose for a held letter; several for a letter that moves (the hand passes through each in turn). */
  poses: SignPose[];
}

export interface ManualAlphabet {
  type: SignLanguageType;
  name: string;
  hands: 1 | 2;
  letters: Record<string, LetterSign>;
  /** Where the description of every letter comes from, and what is known to vary. */
  source: string;
}
