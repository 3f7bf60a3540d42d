import { describe, expect, it } from 'vitest';
import { describeChildLook, hairPhrase } from './child-look.ts';

describe('describeChildLook', () => {
  it('names only what the parent chose', () => {
    expect(
      describeChildLook({
        gender: 'girl',
        appearance: { skin_tone: 'light-brown', hair_style: 'braids', hair_color: 'black', glasses: true },
      }),
    ).toBe('a girl with light brown skin, black hair in two braids and glasses');
    expect(describeChildLook({ appearance: { hair_style: 'bob' } })).toBe('a child with a bob with a fringe');
    expect(describeChildLook({ appearance: { hair_color: 'ginger', glasses: false } })).toBe(
      'a child with ginger hair',
    );
    expect(describeChildLook({ gender: 'boy' })).toBe('a boy');
    expect(describeChildLook({})).toBe('a child');
  });
});

describe('hairPhrase', () => {
  it('puts the ties in when the style has them', () => {
    expect(hairPhrase('ponytail', 'auburn', 'orange')).toBe(
      'auburn hair in a high ponytail with an orange hair tie',
    );
    expect(hairPhrase('afro', 'black', 'pink')).toBe('a big round black afro');
    expect(hairPhrase('buzz')).toBe('a short buzz cut');
  });
});
