import { IMAGE_MODES } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { imageModeGroups } from './image-mode-labels.ts';

describe('imageModeGroups', () => {
  it('offers every image mode once, automatic first', () => {
    const values = imageModeGroups().flatMap((group) => group.modes.map((mode) => mode.value));
    expect(values).toEqual(IMAGE_MODES.map((mode) => mode.value));
    expect(values[0]).toBe('auto');
  });

  it('offers only the modes the server can draw, and always automatic', () => {
    const groups = imageModeGroups(['svg', 'dalle3_1024']);
    expect(groups.map((group) => group.label)).toEqual(['Recommended', 'DALL·E 3', 'Quick placeholder']);
    expect(groups[1]?.modes).toEqual([{ value: 'dalle3_1024', label: 'Square · 1024×1024' }]);
  });
});
