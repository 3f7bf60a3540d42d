import { describe, expect, it } from 'vitest';
import { createQueryClient } from './providers.tsx';

describe('createQueryClient', () => {
  it('keeps answers fresh for five minutes and retries a failed query once', () => {
    const queries = createQueryClient().getDefaultOptions().queries;

    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.retry).toBe(1);
  });
});
