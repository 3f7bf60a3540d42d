import { type ProviderAdapter, vendorSettings } from '../provider-adapter.ts';
import { createFreepik } from './freepik.ts';

/** Freepik draws the freepik_* modes. */
export const freepikAdapter: ProviderAdapter = {
  id: 'freepik',
  name: 'Freepik',
  imageFamilies: ['freepik'],
  configure(config, context) {
    if (!config.freepik) return null;
    return { image: createFreepik(vendorSettings(config.freepik, context)) };
  },
};
