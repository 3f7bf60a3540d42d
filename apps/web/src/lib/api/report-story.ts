import type { ReportStoryRequest } from '@storyloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { contractSchemas } from '../contract-schemas.ts';

/** POST /v1/stories/{id}/report (bearer optional): reporting again changes nothing. */
export async function reportStory(bundleId: string, report: ReportStoryRequest): Promise<void> {
  await apiRequest(`/v1/stories/${encodeURIComponent(bundleId)}/report`, {
    method: 'POST',
    body: report,
    schema: async () => (await contractSchemas.common()).okResponse,
  });
}

/** Reports a public story to the operators, from the player or an archive card. */
export const useReportStory = (bundleId: string) =>
  useMutation({ mutationFn: (report: ReportStoryRequest) => reportStory(bundleId, report) });
