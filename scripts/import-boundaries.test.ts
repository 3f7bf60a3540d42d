import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenRules, findViolations, formatViolation, importSpecifiers } from './import-boundaries.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('import boundaries', () => {
  const violations = findViolations(root);

  it('keeps the web app flowing one way: lib/ and components/ → features/ → app/', () => {
    const web = violations.filter((violation) => violation.file.startsWith('apps/web/'));
    expect(web.map(formatViolation), web.map(formatViolation).join('\n')).toEqual([]);
  });

  it('keeps the server engines, domain/, providers/ and lib/ inside their boundaries', () => {
    const server = violations.filter((violation) => violation.file.startsWith('apps/server/'));
    expect(server.map(formatViolation), server.map(formatViolation).join('\n')).toEqual([]);
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

describe('brokenRules', () => {
  const feature = 'apps/web/src/features/player/components/story-actions.tsx';

  it('lets a web feature import its own folder, components/, lib/, config/, i18n/ and packages', () => {
    for (const specifier of [
      '../api/get-bundle.ts',
      '../../../components/icons.tsx',
      '../../../lib/auth/use-auth.ts',
      '../../../config/paths.ts',
      '../../../i18n/use-t.ts',
      '@storyloom/contract',
      'react',
    ]) {
      expect(brokenRules(feature, specifier)).toEqual([]);
    }
  });

  it('refuses a web feature importing another feature or app/', () => {
    expect(brokenRules(feature, '../../generator/api/generate-story.ts')).toHaveLength(1);
    expect(brokenRules(feature, '../../../app/router.tsx')).toHaveLength(1);
    expect(
      brokenRules('apps/web/src/lib/api-client.ts', '../features/player/api/get-bundle.ts'),
    ).toHaveLength(1);
  });

  it('lets an engine import engines/drawing/ but no other engine', () => {
    const signer = 'apps/server/src/engines/signer/frame.ts';
    expect(brokenRules(signer, '../drawing/svg.ts')).toEqual([]);
    expect(brokenRules(signer, '../illustrator/svg.ts')).toHaveLength(1);
    expect(brokenRules('apps/server/src/engines/pdf/story-pdf.ts', '../voice/pcm.ts')).toHaveLength(1);
    expect(brokenRules('apps/server/src/engines/pdf/story-pdf.ts', './fonts.ts')).toEqual([]);
  });

  it('keeps engines, domain/, providers/ and lib/ away from what sits above them', () => {
    expect(brokenRules('apps/server/src/domain/story.ts', '../platform/http/errors.ts')).toHaveLength(1);
    expect(brokenRules('apps/server/src/engines/voice/narrate.ts', '../../app.ts')).toHaveLength(1);
    expect(
      brokenRules('apps/server/src/providers/registry.ts', '../features/stories/service.ts'),
    ).toHaveLength(1);
    expect(brokenRules('apps/server/src/lib/http.ts', '../platform/config.ts')).toHaveLength(1);
    expect(brokenRules('apps/server/src/platform/db/db.ts', '../../test/factories.ts')).toHaveLength(1);
  });
});
