import {
  createVoiceCloneResponse,
  LIMITS,
  type VoiceClone,
  type VoiceClonesResponse,
} from '@storyloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voiceClonesQueryKey } from '../../../lib/api/get-voice-clones.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface NewVoiceClone {
  voiceName: string;
  file: File;
}

/** POST /v1/voice/clone (bearer): multipart voice_name, audio_file and language, fixed 'en' (product §7). */
export async function createVoiceClone({ voiceName, file }: NewVoiceClone): Promise<VoiceClone> {
  const form = new FormData();
  form.append('voice_name', voiceName.trim());
  form.append('audio_file', file, file.name);
  form.append('language', LIMITS.cloneLanguage);
  const { clone } = await apiRequest('/v1/voice/clone', {
    method: 'POST',
    body: form,
    schema: createVoiceCloneResponse,
  });
  return clone;
}

/** Makes a clone; it joins the list at once, and every voice select picks it up from the same query. */
export function useCreateVoiceClone(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVoiceClone,
    onSuccess: (clone) => {
      queryClient.setQueryData<VoiceClonesResponse>(voiceClonesQueryKey(uid), (data) =>
        data ? { ...data, clones: [clone, ...data.clones.filter((c) => c.id !== clone.id)] } : data,
      );
    },
  });
}
