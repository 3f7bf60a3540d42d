import type { LikeState } from '@storyloom/contract';
import { isCount, isObject, refuse } from '../../../lib/api/answer-checks.ts';
import type { ResponseSchema } from '../../../lib/api-client.ts';

/**
 * A story's likes (the contract's likeState), read by every visitor to a shared story: checked by
 * hand, so the player of a public story runs no zod (lib/api/answer-checks.ts).
 */
export const likeStateAnswer: ResponseSchema<LikeState> = {
  parse(data) {
    if (!isObject(data)) refuse('likes');
    const { liked, like_count } = data;
    if (typeof liked !== 'boolean' || !isCount(like_count)) refuse('likes');
    return { liked, like_count };
  },
};
