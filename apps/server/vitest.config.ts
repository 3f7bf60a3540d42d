import { defineProject } from 'vitest/config';
import { resolveSourceInNode } from '../../source-conditions.ts';

export default defineProject({
  ...resolveSourceInNode,
  test: { name: 'server', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
