import { signerNotice } from '../../engines/signer/notice.ts';
import { makeSignVideoOffThread } from '../../engines/signer/signer-thread.ts';
import type { SignVideoProvider } from '../types.ts';

/** The builtin signer as a sign-video provider: fingerspelling support videos, made on this machine. */
export const builtinSign: SignVideoProvider = {
  id: 'builtin',
  async makeVideo(request) {
    const notice = signerNotice(request.language, request.childName);
    const made = await makeSignVideoOffThread({
      words: request.words,
      durationMs: request.durationMs,
      language: request.language,
      childName: request.childName,
      hints: request.hints,
      type: request.type,
      seed: request.seed,
    });
    return {
      video: made ? { bytes: made.webm, format: 'webm', mp4: made.mp4 } : null,
      warnings: notice ? [notice] : [],
    };
  },
};
