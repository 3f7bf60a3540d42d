import { type AccountSummary, accountSummary } from '@storyloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const accountQueryKey = (uid: string) => ['account', uid] as const;

/** GET /v1/account (bearer): the email and name from sign-in, and how many of each thing is kept. */
export const getAccount = (signal?: AbortSignal): Promise<AccountSummary> =>
  apiRequest('/v1/account', { schema: accountSummary, signal });

export const accountQueryOptions = (uid: string) =>
  queryOptions({ queryKey: accountQueryKey(uid), queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = (uid: string) => useQuery(accountQueryOptions(uid));
