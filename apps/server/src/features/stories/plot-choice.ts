import { PLOTS, type Plot } from '../../domain/story-model.ts';

/**
 * The plot of a child's next story of a theme: one that the child's recent stories of the theme
 * (newest first) have not told, picked at random; when every plot has been told, the one told
 * longest ago.
 */
export function nextPlot(recent: readonly Plot[], random: () => number): Plot {
  const untold = PLOTS.filter((plot) => !recent.includes(plot));
  if (untold.length > 0) return untold[Math.floor(random() * untold.length)] as Plot;
  return recent.findLast((plot) => PLOTS.includes(plot)) as Plot;
}
