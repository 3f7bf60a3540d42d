import { moderateText } from '../../engines/moderation/moderate.ts';
import type { ModerationProvider } from '../types.ts';

/** The child-safety word lists of all 16 languages. */
export const builtinModeration: ModerationProvider = {
  id: 'builtin',
  moderate: async (texts) => {
    const categories = new Set(texts.flatMap((text) => moderateText(text).categories));
    return { flagged: categories.size > 0, categories: [...categories] };
  },
};
