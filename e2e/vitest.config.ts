import { defineProject } from 'vitest/config';
import { resolveSourceInNode } from '../source-conditions.ts';

export default defineProject({
  ...resolveSourceInNode,
  test: { name: 'e2e', include: ['**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
