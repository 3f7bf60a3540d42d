import { describe, expect, it } from 'vitest';
import { COMPANION_NAMES, PROP_NAMES, SETTING_NAMES } from './art-vocabulary.ts';
import { PLOTS, POSES } from './story-model.ts';
import { plotMoment, THEME_SCRIPTS } from './theme-scripts.ts';

const scripts = Object.values(THEME_SCRIPTS);
const moments = scripts.flatMap((s) => [s.discovery, ...s.episodes, s.climax, s.ending]);

describe('THEME_SCRIPTS', () => {
  it('sets every theme in a setting of the art vocabulary', () => {
    expect(scripts.map((s) => s.setting).filter((k) => !SETTING_NAMES.includes(k))).toEqual([]);
  });

  it('shows only props of the art vocabulary', () => {
    expect(moments.flatMap((m) => m.props).filter((k) => !PROP_NAMES.includes(k))).toEqual([]);
  });

  it('gives every theme three companions of the art vocabulary', () => {
    expect(scripts.flatMap((s) => s.companions).filter((k) => !COMPANION_NAMES.includes(k))).toEqual([]);
  });
});

describe('poses', () => {
  it('follow the episodes: the scripts and plots use at least twelve poses', () => {
    const cast = { friend: 'dolphin', other: 'octopus' };
    const plotted = scripts.flatMap((script) =>
      PLOTS.flatMap((plot) =>
        (['discovery', 'climax', 'resolution'] as const).map((beat) => plotMoment(script, plot, beat, cast)),
      ),
    );
    const poses = new Set([...moments, ...plotted].map((m) => m.action));
    expect(poses.size).toBeGreaterThanOrEqual(12);
    expect([...poses].filter((pose) => !POSES.includes(pose))).toEqual([]);
  });
});
