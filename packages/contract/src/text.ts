/**
 * Text a person typed (a child's name, a custom theme, a voice's name), as it is kept and shown:
 * NFC; no format characters (bidi overrides, zero-width spaces, BOM) or control characters;
 * every run of whitespace one space; trimmed. A zero-width joiner or non-joiner between two
 * letters stays, since Persian and Indic names are spelled with them.
 */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(
      /((?<=[\p{L}\p{M}])[\u200c\u200d](?=[\p{L}\p{M}]))|[\p{Cf}\p{Cs}]|[^\P{Cc}\t\n\v\f\r]/gu,
      (_, joiner: string | undefined) => joiner ?? '',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a text holds a letter of any script: a name of emoji or punctuation alone is no name. */
export const hasLetter = (text: string): boolean => /\p{L}/u.test(text);
