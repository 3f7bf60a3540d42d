/**
 * What a parent should know about a story, kept apart by what it is about: the writing and the
 * pictures, or the voice (narration and the sign video that follows it). A new voice replaces
 * only the voice's own warnings.
 */
export interface StoryWarnings {
  story: string[];
  voice: string[];
}

/** Reads the stored column; a plain list (the column's default) is about the story. */
export function parseWarnings(stored: string): StoryWarnings {
  const value: unknown = JSON.parse(stored);
  if (Array.isArray(value)) return { story: value.map(String), voice: [] };
  const { story = [], voice = [] } = value as Partial<StoryWarnings>;
  return { story, voice };
}

export function serializeWarnings(warnings: { story: Iterable<string>; voice: Iterable<string> }): string {
  return JSON.stringify({ story: [...new Set(warnings.story)], voice: [...new Set(warnings.voice)] });
}

/** Every warning once, the story's first. */
export function allWarnings(warnings: StoryWarnings): string[] {
  return [...new Set([...warnings.story, ...warnings.voice])];
}
