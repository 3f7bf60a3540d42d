import { accountExportStarted } from '@storyloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /v1/account/export (bearer): 202 with the id of the download being prepared. */
export async function startExport(): Promise<string> {
  const { export_id } = await apiRequest('/v1/account/export', {
    method: 'POST',
    schema: accountExportStarted,
  });
  return export_id;
}

export const useStartExport = () => useMutation({ mutationFn: startExport });
