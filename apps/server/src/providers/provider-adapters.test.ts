import { IMAGE_MODES, TTS_PROVIDERS } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { PROVIDER_ADAPTERS, providerName } from './provider-adapters.ts';

describe('PROVIDER_ADAPTERS', () => {
  it('gives each adapter its own id', () => {
    const ids = PROVIDER_ADAPTERS.map((adapter) => adapter.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has exactly one adapter drawing each vendor image mode family', () => {
    const families = new Set(
      IMAGE_MODES.map((mode) => mode.family).filter((f) => f !== 'auto' && f !== 'svg'),
    );
    for (const family of families) {
      expect(
        PROVIDER_ADAPTERS.filter((adapter) => adapter.imageFamilies?.includes(family)),
        family,
      ).toHaveLength(1);
    }
  });

  it('has an adapter for every voice provider but the builtin one', () => {
    const ids = PROVIDER_ADAPTERS.map((adapter) => adapter.id);
    for (const provider of TTS_PROVIDERS.filter((p) => p !== 'builtin')) expect(ids).toContain(provider);
  });

  it('names a provider to a parent by its adapter, and an unknown one by its id', () => {
    expect(providerName('llm')).toBe('The self-hosted model');
    expect(providerName('sign-video')).toBe('The sign video service');
    expect(providerName('builtin')).toBe('builtin');
  });
});
