import { defineProject } from 'vitest/config';
import { resolveSource } from '../../source-conditions.ts';

export default defineProject({
  ...resolveSource,
  test: { name: 'server', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
