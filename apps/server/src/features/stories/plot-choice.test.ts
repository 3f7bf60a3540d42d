import { describe, expect, it } from 'vitest';
import { PLOTS, type Plot } from '../../domain/story-model.ts';
import { seededRandom } from '../../lib/random.ts';
import { nextPlot } from './plot-choice.ts';

describe('nextPlot', () => {
  it('tells every plot once before any comes back', () => {
    const random = seededRandom(3);
    const told: Plot[] = [];
    for (let i = 0; i < PLOTS.length; i++) told.unshift(nextPlot(told, random));
    expect(new Set(told)).toEqual(new Set(PLOTS));
  });

  it('then goes back to the plot told longest ago', () => {
    const recent: Plot[] = ['journey', 'surprise', 'brave', 'new-friend', 'lost', 'treasure'];
    expect(nextPlot(recent, () => 0.5)).toBe('treasure');
  });
});
