import { type AccountExportState, accountExportState } from '@storyloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How often a download being prepared is asked about. */
export const EXPORT_POLL_MS = 1000;

/** GET /v1/account/export/{id} (bearer): pending, ready (with a link for one hour) or failed. */
export const getExport = (exportId: string, signal?: AbortSignal): Promise<AccountExportState> =>
  apiRequest(`/v1/account/export/${encodeURIComponent(exportId)}`, { schema: accountExportState, signal });

/** Follows a download until it is ready or has failed. */
export const useExport = (exportId: string | null) =>
  useQuery({
    queryKey: ['account', 'export', exportId],
    queryFn: ({ signal }) => getExport(exportId ?? '', signal),
    enabled: exportId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? EXPORT_POLL_MS : false),
  });
