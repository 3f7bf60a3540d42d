import { IMAGE_MODES } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { englishMessages, type MessageKey } from '../../../i18n/catalog.ts';
import { imageModeGroups } from './image-mode-labels.ts';

const inEnglish = (key: MessageKey) => String(englishMessages[key]);

describe('imageModeGroups', () => {
  it('offers every image mode once, automatic first', () => {
    const values = imageModeGroups(inEnglish).flatMap((group) => group.modes.map((mode) => mode.value));
    expect(values).toEqual(IMAGE_MODES.map((mode) => mode.value));
    expect(values[0]).toBe('auto');
  });

  it('offers only the modes the server can draw, and always automatic', () => {
    const groups = imageModeGroups(inEnglish, ['svg', 'dalle3_1024']);
    expect(groups.map((group) => group.label)).toEqual(['Recommended', 'DALL·E 3', 'Without AI']);
    expect(groups[1]?.modes).toEqual([{ value: 'dalle3_1024', label: 'Square' }]);
  });

  it('names every mode of a group differently, so no two choices read alike', () => {
    for (const group of imageModeGroups(inEnglish)) {
      const labels = group.modes.map((mode) => mode.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
