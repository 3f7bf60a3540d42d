import { AGE_GROUPS, THEME_VALUES } from '@storyloom/contract';
import { expect } from 'vitest';
import type { LanguagePack } from '../engines/writer/types.ts';
import { splitSentences, writeStoryWith } from '../engines/writer/writer.ts';

const PLACEHOLDER = /\$\{|\{\w*\}|undefined|null|NaN|\[object/;

/**
 * The checks every language pack must pass: every theme × age group at 1, 4 and 12 scenes gives
 * the requested number of scenes, names the child, leaves no placeholder, uses the language's
 * script and repeats no sentence; longer scenes get their extra sentences.
 */
export function expectPackWritesEveryStory<W>(pack: LanguagePack<W>, childName: string): void {
  const erased = pack as unknown as LanguagePack<unknown>;
  for (const theme of THEME_VALUES) {
    for (const group of AGE_GROUPS) {
      for (const scenes of [1, 4, 12]) {
        for (const gender of [undefined, 'girl', 'boy'] as const) {
          const story = writeStoryWith(erased, {
            childName,
            language: pack.code,
            theme,
            customTheme: theme === 'custom' ? 'a tea party with robots' : undefined,
            ageGroup: group.value,
            scenes,
            sentencesPerScene: 1,
            gender,
            seed: scenes * 7919 + group.age,
          });
          const where = `${pack.code}/${theme}/${group.value}/${scenes}/${gender ?? 'no gender'}`;
          expect(story.scenes, where).toHaveLength(scenes);
          const text = [story.title, ...story.scenes.map((s) => s.narration)].join(' ');
          expect(text, where).toContain(childName);
          expect(text, where).not.toMatch(PLACEHOLDER);
          expect(text, where).toMatch(pack.script);
          const sentences = story.scenes.flatMap((s) => splitSentences(s.narration));
          expect(new Set(sentences).size, `${where} repeats a sentence`).toBe(sentences.length);
          for (const scene of story.scenes) expect(scene.narration.trim(), where).not.toBe('');
        }
      }
    }
  }
  for (const group of AGE_GROUPS) {
    const story = writeStoryWith(erased, {
      childName,
      language: pack.code,
      theme: 'ocean',
      ageGroup: group.value,
      scenes: 4,
      sentencesPerScene: 3,
      seed: 11,
    });
    for (const scene of story.scenes) {
      expect(
        splitSentences(scene.narration).length,
        `${pack.code}/${group.value} sentences per scene`,
      ).toBeGreaterThanOrEqual(3);
    }
  }
}
