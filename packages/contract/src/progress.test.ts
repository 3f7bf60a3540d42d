import { describe, expect, it } from 'vitest';
import { progressFromStatus } from './progress.ts';

describe('progressFromStatus', () => {
  it('divides the scene number by the scene count', () => {
    expect(progressFromStatus('Illustrating scene 3 of 8', 8)).toBe(0.375);
  });
  it('reads the number case-insensitively', () => {
    expect(progressFromStatus('SCENE 2 narrated', 4)).toBe(0.5);
  });
  it('caps the fraction at one', () => {
    expect(progressFromStatus('scene 9', 4)).toBe(1);
  });
  it('returns null when the text names no scene or there are no scenes', () => {
    expect(progressFromStatus('Writing your story...', 4)).toBeNull();
    expect(progressFromStatus('scene 1', 0)).toBeNull();
  });
});
