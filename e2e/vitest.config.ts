import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'e2e', include: ['**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
