import { GENERATION_STATUS_MESSAGES } from '@storyloom/contract';
import type { GenerationPhase } from './generation-progress.ts';

const [WRITING, ILLUSTRATING, NARRATING, FINISHING] = GENERATION_STATUS_MESSAGES;

// Product §4's four messages, grouped by the stage they describe, so the headline never names
// work that is done, not started, or not part of this story. Sign videos are this app's own step.
const WRITING_MESSAGES = [WRITING] as const;
const PICTURE_AND_VOICE_MESSAGES = [ILLUSTRATING, NARRATING] as const;
const VOICE_MESSAGES = [NARRATING] as const;
const SIGN_MESSAGES = ['Making the sign language videos...'] as const;
const FINISHING_MESSAGES = [FINISHING] as const;

/** The status messages that fit a stage, rotated every 3 s while it lasts (product §4). */
export function statusMessagesFor(phase: GenerationPhase, audioOnly: boolean): readonly string[] {
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
