import { OPENAI_VOICES } from '@storyloom/contract';
import { builtinVoiceForOpenAi } from '../../engines/voice/builtin-voices.ts';
import { type ProviderAdapter, vendorSettings } from '../provider-adapter.ts';
import { createOpenAi } from './openai.ts';
import { openAiVoicesFor } from './speech.ts';

const isOpenAiVoice = (voice: string) => (OPENAI_VOICES as readonly string[]).includes(voice);

/** OpenAI writes, draws the DALL·E and GPT image modes, speaks its voices and moderates. */
export const openAiAdapter: ProviderAdapter = {
  id: 'openai',
  name: 'OpenAI',
  imageFamilies: ['dalle2', 'dalle3', 'image1'],
  unconfiguredVoice: (voice) =>
    isOpenAiVoice(voice)
      ? {
          readBy: 'stand-in',
          standIn: builtinVoiceForOpenAi(voice),
          reason: 'OpenAI voices are not configured on this server',
        }
      : null,
  configure(config, context) {
    if (!config.openai) return null;
    const { textModel, imageModel, ttsModel } = config.openai;
    const openai = createOpenAi(vendorSettings(config.openai, context));
    return {
      text: openai.text(textModel),
      image: openai.image(imageModel),
      speech: {
        provider: openai.speech(ttsModel),
        async resolveVoice(voice) {
          if (!isOpenAiVoice(voice)) return null;
          const standIn = builtinVoiceForOpenAi(voice);
          if (openAiVoicesFor(ttsModel).includes(voice)) return { readBy: 'vendor', standIn };
          return { readBy: 'stand-in', standIn, reason: `OpenAI's ${ttsModel} does not speak “${voice}”` };
        },
      },
      moderation: openai.moderation(),
    };
  },
};
