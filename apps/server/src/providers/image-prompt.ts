import type { Pose } from '../domain/story-model.ts';
import { colorName } from '../lib/color.ts';
import type { ImageRequest } from './types.ts';

/** How each pose of the built-in illustrator is asked of a cloud one. */
const POSE_WORDS: Record<Pose, string> = {
  standing: 'standing',
  walking: 'walking along',
  waving: 'waving hello',
  pointing: 'pointing at something',
  reaching: 'reaching out for something',
  sitting: 'sitting down',
  sleeping: 'fast asleep',
  flying: 'flying through the air',
  swimming: 'swimming',
  jumping: 'jumping for joy',
  hugging: 'giving a hug',
  running: 'running',
  reading: 'reading a book',
  dancing: 'dancing',
  climbing: 'climbing',
  holding: 'holding something up in both hands',
  listening: 'listening carefully, a hand at one ear',
};

const STYLE =
  "Children's picture-book illustration in a soft, warm, flat vector style with gentle gradients.";

/**
 * The prompt a cloud illustrator draws a scene from. The character brief is repeated in every
 * scene's prompt, since each picture is drawn on its own and only the words keep the child the same.
 */
export function cloudImagePrompt(request: ImageRequest): string {
  const parts = [/picture-book/i.test(request.prompt) ? '' : STYLE, request.prompt.trim()];
  if (request.characterBrief) {
    parts.push(
      `The child is the same in every picture of this story: ${request.characterBrief}. Keep the same face, hair and clothes.`,
    );
  }
  parts.push(
    `The child is ${POSE_WORDS[request.art.action] ?? request.art.action}, looking ${request.art.mood}.`,
  );
  if (request.art.companion)
    parts.push(`The child's companion is a friendly ${request.art.companion.replace(/-/g, ' ')}.`);
  if (request.palette?.length) {
    const names = [...new Set(request.palette.map(colorName))].slice(0, 4);
    parts.push(`Use a palette with ${names.join(', ')}.`);
  }
  if (request.reference) {
    parts.push("Draw the child to look like the child in the reference picture, in the book's style.");
  }
  parts.push('Safe and gentle for young children. No text, letters or words in the picture.');
  return parts.filter(Boolean).join(' ');
}

/** What cloud illustrators are asked to leave out, where they take a negative prompt. */
export const NEGATIVE_PROMPT =
  'text, letters, words, watermark, signature, scary, violent, dark horror, extra limbs, deformed face';
