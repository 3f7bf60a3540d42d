import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findViolations, formatViolation, importSpecifiers } from './import-boundaries.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('import boundaries', () => {
  const violations = findViolations(root);

  it('keeps the web app flowing one way: lib/ and components/ → features/ → app/', () => {
    const web = violations.filter((violation) => violation.file.startsWith('apps/web/'));
    expect(web.map(formatViolation)).toEqual([]);
  });

  it('keeps server engines independent of each other and of the HTTP app', () => {
    const server = violations.filter((violation) => violation.file.startsWith('apps/server/'));
    expect(server.map(formatViolation)).toEqual([]);
  });
});

describe('importSpecifiers', () => {
  it('finds static, type-only, side-effect, re-export and dynamic imports', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "import './c.css';",
      "export { d } from './d.ts';",
      "const e = await import('./e.ts');",
      'import {\n  f,\n  g,\n} from "./fg.ts";',
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a.ts', '../b.ts', './c.css', './d.ts', './e.ts', './fg.ts']);
  });
});
