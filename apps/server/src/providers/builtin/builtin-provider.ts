import { createLimiter } from '../../lib/concurrency.ts';
import { limitedImage, limitedSign, limitedSpeech } from '../fallback.ts';
import { builtinImage } from './image.ts';
import { builtinModeration } from './moderation.ts';
import { builtinSign } from './sign.ts';
import { builtinSpeech } from './speech.ts';
import { builtinText } from './text.ts';

/** The builtin illustrator and voices work on this machine's CPU: two at a time keep both cores busy. */
export const BUILTIN_CONCURRENCY = 2;

/** The offline engines, which serve everything without keys and stand in for every provider that fails. */
export function createBuiltinProvider() {
  // Pictures and voices share the cores: a story's first scene (urgent work) takes both before
  // any other scene starts, and each core goes to the next scene as soon as it is free.
  const cores = createLimiter(BUILTIN_CONCURRENCY);
  return {
    text: builtinText,
    image: limitedImage(builtinImage, cores),
    speech: limitedSpeech(builtinSpeech, cores),
    moderation: builtinModeration,
    sign: limitedSign(builtinSign, createLimiter(BUILTIN_CONCURRENCY)),
  };
}

export type BuiltinProvider = ReturnType<typeof createBuiltinProvider>;
