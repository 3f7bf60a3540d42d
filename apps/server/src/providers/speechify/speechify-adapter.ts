import { type ProviderAdapter, vendorSettings } from '../provider-adapter.ts';
import { createSpeechify } from './speechify.ts';
import { createSpeechifyCloning } from './voice-cloning.ts';

/** Speechify speaks cloned voices and clones voices. */
export const speechifyAdapter: ProviderAdapter = {
  id: 'speechify',
  name: 'Speechify',
  configure(config, context) {
    if (!config.speechify) return null;
    const settings = vendorSettings(config.speechify, context);
    const speech = createSpeechify(settings);
    return {
      speech: {
        provider: speech,
        async resolveVoice(voice) {
          if ((await speech.hasVoice(voice)) === false) return null;
          return { readBy: 'vendor', standIn: 'builtin-luna' };
        },
      },
      cloning: createSpeechifyCloning(settings),
    };
  },
};
