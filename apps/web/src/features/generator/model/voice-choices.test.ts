import type { VoiceLists } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { defaultVoice, voiceGroups } from './voice-choices.ts';

const builtin = [
  { value: 'builtin-luna', label: 'Luna', provider: 'builtin' as const },
  { value: 'builtin-oliver', label: 'Oliver', provider: 'builtin' as const },
];
const offline: VoiceLists = { openai: [], elevenlabs: [], builtin };
const online: VoiceLists = {
  openai: [
    { value: 'nova', label: 'Nova', provider: 'openai' },
    { value: 'alloy', label: 'Alloy', provider: 'openai' },
  ],
  elevenlabs: [{ value: 'rachel', label: 'Rachel', provider: 'elevenlabs' }],
  builtin,
};

describe('defaultVoice', () => {
  it('is the first builtin voice when no OpenAI voice is offered', () => {
    expect(defaultVoice(offline)).toBe('builtin-luna');
  });

  it('is alloy whenever the OpenAI list offers it', () => {
    expect(defaultVoice(online)).toBe('alloy');
  });

  it('is alloy when the voices could not be loaded', () => {
    expect(defaultVoice(undefined)).toBe('alloy');
  });
});

describe('voiceGroups', () => {
  it('groups builtin, OpenAI, ElevenLabs and cloned voices in that order, clones marked with a gem', () => {
    const groups = voiceGroups(online, [{ id: 'c1', voice_name: 'Grandma', created_at: '2025-01-01' }]);
    expect(groups.map((group) => group.label)).toEqual([
      'generator.voicesBuiltin',
      'generator.voicesOpenai',
      'generator.voicesElevenlabs',
      'generator.voicesCloned',
    ]);
    expect(groups[3]?.voices).toEqual([{ value: 'clone_c1', label: '💎 Grandma' }]);
  });

  it('leaves out empty groups', () => {
    expect(voiceGroups(offline, []).map((group) => group.label)).toEqual(['generator.voicesBuiltin']);
  });

  it('still offers the default voice when the voices could not be loaded', () => {
    expect(voiceGroups(undefined, [])).toEqual([
      { label: 'generator.voicesOpenai', voices: [{ value: 'alloy', label: 'Alloy' }] },
    ]);
  });
});
