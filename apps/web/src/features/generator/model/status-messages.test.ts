import { GENERATION_STATUS_MESSAGES } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { statusMessagesFor } from './status-messages.ts';

describe('statusMessagesFor', () => {
  it('keeps product §4’s four messages, each for the stage it describes', () => {
    expect(statusMessagesFor('writing', false)).toEqual(['Writing your story...']);
    expect(statusMessagesFor('scenes', false)).toEqual([
      'Creating illustrations...',
      'Generating voice narration...',
    ]);
    expect(statusMessagesFor('finishing', false)).toEqual(['Putting it all together...']);
    const used = new Set(
      ['writing', 'scenes', 'finishing'].flatMap((p) => statusMessagesFor(p as never, false)),
    );
    expect(used).toEqual(new Set(GENERATION_STATUS_MESSAGES));
  });

  it('never speaks of illustrations for an audio-only story', () => {
    for (const phase of ['writing', 'scenes', 'signs', 'finishing'] as const) {
      expect(statusMessagesFor(phase, true)).not.toContain('Creating illustrations...');
    }
  });

  it('names the sign language videos while they are made', () => {
    expect(statusMessagesFor('signs', false)).toEqual(['Making the sign language videos...']);
  });
});
