import { createContext, useContext } from 'react';
import type { useStoryGeneration } from './use-story-generation.ts';

/** The story being made for this browser tab: its state, and starting or clearing one. */
export type CurrentGeneration = ReturnType<typeof useStoryGeneration>;

export const CurrentGenerationContext = createContext<CurrentGeneration | null>(null);

/** The story being made, followed at app level so it goes on while the parent visits other pages. */
export function useCurrentGeneration(): CurrentGeneration {
  const generation = useContext(CurrentGenerationContext);
  if (!generation) throw new Error('useCurrentGeneration must be used within a GenerationProvider');
  return generation;
}
