import { LANGUAGES } from '@storyloom/contract';
import { isLatinLanguage, isLatinWord } from './key-words.ts';

/**
 * What a parent is told when the story's language is not written in Latin letters: the manual
 * alphabets spell English letters, so the signer can spell the child's name at most.
 */
export function signerNotice(language: string, childName: string): string | null {
  if (isLatinLanguage(language)) return null;
  const name = LANGUAGES.find((l) => l.code === language)?.label ?? language;
  const latinName = childName.split(/\s+/).some((part) => isLatinWord(part));
  return latinName
    ? `Fingerspelling uses English letters, so the sign support video of this ${name} story spells only ${childName}.`
    : `Fingerspelling uses English letters, so this ${name} story has no sign support video.`;
}
