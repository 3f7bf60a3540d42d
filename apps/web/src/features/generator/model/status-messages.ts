import { GENERATION_STATUS_MESSAGES } from '@storyloom/contract';
import type { MessageKey } from '../../../i18n/catalog.ts';
import type { GenerationPhase } from './generation-progress.ts';

const [WRITING, ILLUSTRATING, NARRATING, FINISHING] = GENERATION_STATUS_MESSAGES;
const SIGNS = 'Making the sign language videos...';

export type StatusMessage = (typeof GENERATION_STATUS_MESSAGES)[number] | typeof SIGNS;

// Product §4's four messages, grouped by the stage they describe, so the headline never names
// work that is done, not started, or not part of this story. Sign videos are this app's own step.
const WRITING_MESSAGES = [WRITING] as const;
const PICTURE_AND_VOICE_MESSAGES = [ILLUSTRATING, NARRATING] as const;
const VOICE_MESSAGES = [NARRATING] as const;
const SIGN_MESSAGES = [SIGNS] as const;
const FINISHING_MESSAGES = [FINISHING] as const;

/** Each status message as the interface says it in its language. */
export const STATUS_MESSAGE_KEYS: Record<StatusMessage, MessageKey> = {
  [WRITING]: 'generator.statusWriting',
  [ILLUSTRATING]: 'generator.statusIllustrating',
  [NARRATING]: 'generator.statusNarrating',
  [FINISHING]: 'generator.statusFinishing',
  [SIGNS]: 'generator.statusSigns',
};

/** The status messages that fit a stage, rotated every 3 s while it lasts (product §4). */
export function statusMessagesFor(phase: GenerationPhase, audioOnly: boolean): readonly StatusMessage[] {
  switch (phase) {
    case 'writing':
      return WRITING_MESSAGES;
    case 'scenes':
      return audioOnly ? VOICE_MESSAGES : PICTURE_AND_VOICE_MESSAGES;
    case 'signs':
      return SIGN_MESSAGES;
    case 'finishing':
      return FINISHING_MESSAGES;
  }
}
