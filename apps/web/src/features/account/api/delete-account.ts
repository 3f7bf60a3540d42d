import { okResponse } from '@storyloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /v1/account (bearer) with the account's email typed as confirmation. */
export async function deleteAccount(confirm: string): Promise<void> {
  await apiRequest('/v1/account', { method: 'DELETE', body: { confirm }, schema: okResponse });
}

/** Deletes the account; every cached answer belonged to it, so all are dropped. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => queryClient.clear() });
}
