import { describe, expect, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { writeStoryWith } from '../writer.ts';
import { ko } from './ko.ts';

/** Every narration of a 12-scene story at each age, so that every kind of line is seen. */
function allText(name: string): string {
  const pack = ko as unknown as Parameters<typeof writeStoryWith>[0];
  return (['babies', 'preschool', 'tweens'] as const)
    .flatMap((ageGroup) =>
      writeStoryWith(pack, {
        childName: name,
        language: 'ko',
        theme: 'ocean',
        ageGroup,
        scenes: 12,
        sentencesPerScene: 3,
        seed: 3,
      }).scenes.map((s) => s.narration),
    )
    .join(' ');
}

/** Every theme, plot, band and length is written: thousands of stories per name. */
const EVERY_STORY_TIMEOUT = 120_000;

describe('Korean pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(ko));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(ko, '서아', ['보라색', '기린', '곰돌이 인형']));
  // 지민 ends in a consonant (지민이가, 지민아); 서아 ends in a vowel (서아가, 서아야).
  it(
    'writes for a name ending in a consonant',
    () => expectPackWritesEveryStory(ko, '지민'),
    EVERY_STORY_TIMEOUT,
  );
  it(
    'writes for a name ending in a vowel',
    () => expectPackWritesEveryStory(ko, '서아'),
    EVERY_STORY_TIMEOUT,
  );
  it('writes for a name in Latin script', () => expectPackWritesEveryStory(ko, 'Mia'), EVERY_STORY_TIMEOUT);

  it('chooses particles by the final consonant of the name', () => {
    const jimin = allText('지민');
    expect(jimin).toContain('지민이');
    expect(jimin).not.toMatch(/지민(가|는|를|와|야)[\s,.!]/);
    const seoa = allText('서아');
    expect(seoa).toContain('서아');
    expect(seoa).not.toMatch(/서아(이|은|을|과|아)[\s,.!]/);
  });

  it('gives a Latin-script name the particles its sound asks for, with no 친구 after it', () => {
    // Mia is said 미아 (Mia가, Mia는); Tom is said 톰 (Tom이, Tom은).
    const mia = allText('Mia');
    expect(mia).toMatch(/Mia(가|는|를)[\s,.!]/);
    expect(mia).not.toMatch(/Mia(이|은|을|과)[\s,.!]/);
    expect(mia).not.toContain('Mia 친구');
    const tom = allText('Tom');
    expect(tom).toMatch(/Tom(이|은|을)[\s,.!]/);
    expect(tom).not.toMatch(/Tom(가|는|를|와)[\s,.!]/);
  });
});
