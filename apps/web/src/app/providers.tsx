import { LIMITS } from '@storyloom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NoticeProvider } from '../components/notices.tsx';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';

/** The query cache with the stale time and retries of product §9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: LIMITS.queryStaleTimeMs, retry: LIMITS.queryRetries },
    },
  });
}

/** Everything the screens rely on: the query cache, the auth context and the app's notices. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <AuthProvider>{children}</AuthProvider>
      </NoticeProvider>
    </QueryClientProvider>
  );
}
