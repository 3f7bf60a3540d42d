import { type ProviderAdapter, vendorSettings } from '../provider-adapter.ts';
import { createStability } from './stability.ts';

/** Stability draws the stability_* modes with the configured Stable Image model. */
export const stabilityAdapter: ProviderAdapter = {
  id: 'stability',
  name: 'Stability',
  imageFamilies: ['stability'],
  configure(config, context) {
    if (!config.stability) return null;
    return {
      image: createStability({ ...vendorSettings(config.stability, context), model: config.stability.model }),
    };
  },
};
