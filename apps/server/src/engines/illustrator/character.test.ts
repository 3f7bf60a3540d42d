import { SKIN_TONES as CHOSEN_SKIN_TONES, HAIR_COLORS, HAIR_STYLES } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { colorDistance } from '../../lib/color.ts';
import { characterBrief, createCharacter, SKIN_TONES } from './character.ts';

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 1);

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
    const child = createCharacter(5, { palette });
    expect(child.top.color).toBe('#2c80d4');
    for (const part of [child.bottom.color, child.shoes.color]) {
      expect(Math.min(...palette.map((p) => colorDistance(p, part)))).toBeLessThan(1);
    }
    expect(child.skin).toEqual(createCharacter(5).skin);
  });

  it('keeps the top and the bottom apart even when the palette has one colour', () => {
    const child = createCharacter(8, { palette: ['#3a7bd5'] });
    expect(colorDistance(child.top.color, child.bottom.color)).toBeGreaterThan(90);
  });
});

describe('createCharacter with what the parent said', () => {
  it('draws every skin tone a parent can choose as one of its own tones', () => {
    for (const tone of CHOSEN_SKIN_TONES) {
      expect(SKIN_TONES.map((t) => t.color)).toContain(tone.color);
    }
  });

  it('draws the child as described, in every story whatever its seed', () => {
    const appearance = {
      skin_tone: 'dark-brown',
      hair_style: 'pigtails',
      hair_color: 'ginger',
      glasses: true,
    } as const;
    for (const seed of SEEDS.slice(0, 50)) {
      const child = createCharacter(seed, { appearance });
      expect(child.skin.color).toBe('#4b2a18');
      expect(child.hair).toMatchObject({ style: 'pigtails', color: '#cf6a2e', name: 'ginger' });
      expect(child.glasses).not.toBeNull();
      expect(createCharacter(seed, { appearance: { glasses: false } }).glasses).toBeNull();
    }
  });

  it('changes only what was chosen: the seed keeps the outfit and the rest', () => {
    const seeded = createCharacter(4242);
    const described = createCharacter(4242, { appearance: { hair_style: 'bun', hair_color: 'black' } });
    expect(described.hair.style).toBe('bun');
    expect({ ...described, hair: null }).toEqual({ ...seeded, hair: null });
  });

  it('can give any child any hair style when the story does not say girl or boy', () => {
    const styles = new Set(SEEDS.map((seed) => createCharacter(seed).hair.style));
    expect([...styles].sort()).toEqual(HAIR_STYLES.map((s) => s.value).sort());
  });

  it('gives a girl and a boy hair that reads as theirs, unless the parent chose it', () => {
    const boyish = new Set(['short', 'buzz', 'curly']);
    const girlish = new Set(['long', 'braids', 'ponytail', 'pigtails', 'bun', 'bob', 'afro-puffs']);
    const girls = SEEDS.map((seed) => createCharacter(seed, { gender: 'girl' }));
    const boys = SEEDS.map((seed) => createCharacter(seed, { gender: 'boy' }));
    expect(girls.filter((c) => boyish.has(c.hair.style))).toEqual([]);
    expect(boys.filter((c) => girlish.has(c.hair.style))).toEqual([]);
    expect(new Set(girls.map((c) => c.hair.style)).size).toBeGreaterThanOrEqual(7);
    expect(boys.filter((c) => c.top.kind === 'dress' || c.bottom.kind === 'skirt')).toEqual([]);
    expect(createCharacter(3, { gender: 'girl', appearance: { hair_style: 'buzz' } }).hair.style).toBe(
      'buzz',
    );
  });

  it('draws every hair colour a parent can choose', () => {
    for (const hair of HAIR_COLORS) {
      expect(createCharacter(9, { appearance: { hair_color: hair.value } }).hair.color).toBe(hair.color);
    }
  });
});

describe('characterBrief', () => {
  it('says girl or boy when the story does, and the look the parent chose', () => {
    const brief = characterBrief(
      createCharacter(12, {
        gender: 'girl',
        appearance: { skin_tone: 'tan', hair_style: 'braids', hair_color: 'black', glasses: true },
      }),
    );
    expect(brief).toMatch(/^a girl with tan skin, black hair in two braids with \w+ bobbles, .*glasses/);
    expect(characterBrief(createCharacter(12, { gender: 'boy' }))).toMatch(/^a boy with /);
  });

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
