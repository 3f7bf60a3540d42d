import { defineProject } from 'vitest/config';
import { resolveSource } from '../source-conditions.ts';

export default defineProject({
  ...resolveSource,
  test: { name: 'e2e', include: ['**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
