import { describe, expect, it } from 'vitest';
import { colorDistance } from '../../lib/color.ts';
import { characterBrief, createCharacter } from './character.ts';

describe('createCharacter', () => {
  it('gives the same child for the same seed', () => {
    expect(createCharacter(1234)).toEqual(createCharacter(1234));
    expect(characterBrief(createCharacter(1234))).toBe(characterBrief(createCharacter(1234)));
  });

  it('gives different children for different seeds, across skin tones and hair types', () => {
    const children = Array.from({ length: 60 }, (_, i) => createCharacter(i * 7919 + 1));
    expect(new Set(children.map(characterBrief)).size).toBeGreaterThanOrEqual(58);
    expect(new Set(children.map((c) => c.skin.name)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(children.map((c) => c.hair.style)).size).toBeGreaterThanOrEqual(9);
    expect(new Set(children.map((c) => c.top.kind)).size).toBe(4);
  });

  it('dresses the child in the colours of a reference palette', () => {
    const palette = ['#2c80d4', '#e04a3e', '#f2c231'];
    const child = createCharacter(5, palette);
    expect(child.top.color).toBe('#2c80d4');
    for (const part of [child.bottom.color, child.shoes.color]) {
      expect(Math.min(...palette.map((p) => colorDistance(p, part)))).toBeLessThan(1);
    }
    expect(child.skin).toEqual(createCharacter(5).skin);
  });

  it('keeps the top and the bottom apart even when the palette has one colour', () => {
    const child = createCharacter(8, ['#3a7bd5']);
    expect(colorDistance(child.top.color, child.bottom.color)).toBeGreaterThan(90);
  });
});

describe('characterBrief', () => {
  it('describes skin, hair and outfit in plain English', () => {
    const child = createCharacter(77);
    const brief = characterBrief(child);
    expect(brief.startsWith('a child with ')).toBe(true);
    expect(brief).toContain(`${child.skin.name} skin`);
    expect(brief).toContain(child.hair.name);
    expect(brief).toContain(child.top.name);
    expect(brief).toContain(child.shoes.name);
  });
});
