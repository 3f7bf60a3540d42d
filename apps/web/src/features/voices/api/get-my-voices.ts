import { useQuery } from '@tanstack/react-query';
import { voiceClonesQueryOptions } from '../../../lib/api/get-voice-clones.ts';

/** The whole answer of GET /v1/voice/clones for My Voices: the clones, the plan and the engine. */
export const useMyVoices = (uid: string) => useQuery(voiceClonesQueryOptions(uid));
