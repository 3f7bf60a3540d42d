import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'boundaries', include: ['*.test.ts'] } });
