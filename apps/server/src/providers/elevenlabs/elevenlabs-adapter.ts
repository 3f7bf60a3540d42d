import { type ProviderAdapter, vendorSettings } from '../provider-adapter.ts';
import { createElevenLabs } from './elevenlabs.ts';
import { createElevenLabsCloning } from './voice-cloning.ts';

/** ElevenLabs speaks the voices on its account and clones voices. */
export const elevenLabsAdapter: ProviderAdapter = {
  id: 'elevenlabs',
  name: 'ElevenLabs',
  configure(config, context) {
    if (!config.elevenlabs) return null;
    const settings = vendorSettings(config.elevenlabs, context);
    const speech = createElevenLabs({ ...settings, model: config.elevenlabs.model });
    return {
      speech: {
        provider: speech,
        // A voice list that cannot be read refuses no voice: ElevenLabs itself answers for it.
        async resolveVoice(voice) {
          if ((await speech.hasVoice(voice)) === false) return null;
          return { readBy: 'vendor', standIn: await speech.standInFor(voice) };
        },
      },
      cloning: createElevenLabsCloning(settings),
    };
  },
};
