import type { VoiceClonesResponse } from '@storyloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voiceClonesQueryKey } from '../../../lib/api/get-voice-clones.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /v1/voice/clone/{id} (bearer): the clone and its sample are deleted for good. */
export async function deleteVoiceClone(id: string): Promise<void> {
  await apiRequest(`/v1/voice/clone/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes one of the user's clones; it leaves the list (and every voice select) at once. */
export function useDeleteVoiceClone(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoiceClone,
    onSuccess: (_, id) => {
      queryClient.setQueryData<VoiceClonesResponse>(voiceClonesQueryKey(uid), (data) =>
        data ? { ...data, clones: data.clones.filter((clone) => clone.id !== id) } : data,
      );
    },
  });
}
