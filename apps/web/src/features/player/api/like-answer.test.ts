import { likeState } from '@storyloom/contract/schemas';
import { describe, expect, it } from 'vitest';
import { answerVariants, outcome } from '../../../test/answer-variants.ts';
import { likeStateAnswer } from './like-answer.ts';

describe('the likes checked without zod', () => {
  it.each(
    answerVariants(
      { liked: false, like_count: 3 },
      { liked: [true, 'true', null, 1], like_count: [0, -1, 2.5, '3', null, Number.NaN, 1e21] },
    ),
  )('reads the likes %j as the contract does', (answer) => {
    expect(outcome(() => likeStateAnswer.parse(answer))).toEqual(outcome(() => likeState.parse(answer)));
  });
});
