import type { ByBand, LanguagePack } from '../types.ts';

/** The lines of a pack that tells one plot: its discovery and climax sit beside the shared beats. */
export type OnePlotLines<W> = Record<'opening' | 'discovery' | 'episode' | 'climax' | 'ending', ByBand<W>>;

/** A pack written before plots: one plot (the theme's treasure), one companion per theme. */
export interface OnePlotPack<W> extends Omit<LanguagePack<W>, 'lines' | 'plots' | 'companions' | 'windDown'> {
  lines: OnePlotLines<W>;
}

const none = () => ({ baby: [], young: [], older: [] });

/** Reads a one-plot pack as a pack whose only plot is the treasure, told without a resolution. */
export function onePlotPack<W>(pack: OnePlotPack<W>): LanguagePack<W> {
  const { opening, discovery, episode, climax, ending } = pack.lines;
  return {
    ...pack,
    lines: { opening, episode, ending },
    plots: { treasure: { discovery, climax, thread: none(), resolution: none() } },
    companions: {},
    windDown: none(),
  };
}
