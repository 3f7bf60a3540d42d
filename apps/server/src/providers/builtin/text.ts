import { writeStory } from '../../engines/writer/writer.ts';
import type { TextProvider } from '../types.ts';

/** The offline writer as a text provider. */
export const builtinText: TextProvider = {
  id: 'builtin',
  writeStory: async (input) => ({ ...writeStory(input), warnings: [] }),
};
