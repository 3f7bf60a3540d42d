/** Building blocks the contract's schemas share: typed text and names, multipart fields, a voice choice. */
import { z } from 'zod';
import { TTS_PROVIDERS } from '../constants.ts';
import { cleanText, hasLetter } from '../text.ts';

/** A boolean that also accepts the text forms a multipart body carries. */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/**
 * A number, or the plain decimal text ('3', '-1', '0.85') that a multipart field or a query
 * string carries for one. Nothing else is turned into a number: not a boolean, an array, blank
 * text, hex, an exponent or Infinity.
 */
export const formNumber = z.union(
  [
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ],
  {
    error: 'Expected a number',
  },
);

/** Typed text, cleaned (see cleanText) before it is checked, so what is kept is what was checked. */
export const typedText = () => z.string().transform(cleanText);

/** A name someone typed: cleaned, required, at most `max` characters, and with at least one letter. */
export const typedName = (
  max: number,
  messages: { required: string; tooLong: string; needsLetter: string },
) =>
  typedText().pipe(
    z.string().min(1, messages.required).max(max, messages.tooLong).refine(hasLetter, messages.needsLetter),
  );

export const voiceChoice = {
  voice_clone_id: z.string().min(1).optional(),
  tts_voice: z.string().min(1).optional(),
  tts_provider: z.enum(TTS_PROVIDERS).optional(),
};
