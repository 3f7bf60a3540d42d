import { describe, expect, it } from 'vitest';
import { cloneIdFromVoice, providerForVoice, voiceValueForClone } from './voice-provider.ts';

const lists = {
  elevenlabs: [{ value: '21m00Tcm4TlvDq8ikWAM' }],
  builtin: [{ value: 'builtin-warm' }],
};

describe('providerForVoice', () => {
  it('sends clone_ voices to speechify', () => {
    expect(providerForVoice('clone_abc', lists)).toBe('speechify');
  });
  it('sends voices from the ElevenLabs list to elevenlabs', () => {
    expect(providerForVoice('21m00Tcm4TlvDq8ikWAM', lists)).toBe('elevenlabs');
  });
  it('sends builtin voices to builtin', () => {
    expect(providerForVoice('builtin-warm', lists)).toBe('builtin');
  });
  it('sends anything else to openai', () => {
    expect(providerForVoice('alloy', lists)).toBe('openai');
    expect(providerForVoice('alloy', { elevenlabs: [] })).toBe('openai');
  });
});

describe('clone voice values', () => {
  it('round-trips a clone id through its selectable value', () => {
    expect(voiceValueForClone('42')).toBe('clone_42');
    expect(cloneIdFromVoice('clone_42')).toBe('42');
    expect(cloneIdFromVoice('alloy')).toBeNull();
  });
});
