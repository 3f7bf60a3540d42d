import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
/** Redocly's settings and its record of accepted exceptions, which names the document `openapi.json`. */
const LINT_FILES = ['redocly.yaml', '.redocly.lint-ignore.yaml'];
const REDOCLY = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
}

/** Lints the document with the repository's Redocly settings, in a folder of its own. */
async function lint(document: string): Promise<LintReport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-openapi-'));
  try {
    for (const file of LINT_FILES) fs.copyFileSync(path.join(REPO_ROOT, file), path.join(dir, file));
    fs.writeFileSync(path.join(dir, 'openapi.json'), document);
    const run = promisify(execFile);
    const args = [REDOCLY, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json'];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // Redocly exits 1 when it finds an error; its report on standard output says what it found.
    const { stdout } = await run(process.execPath, args, { cwd: dir, env }).catch((error) => {
      if (typeof error?.stdout === 'string' && error.stdout.trim().startsWith('{')) return error;
      throw error;
    });
    return JSON.parse(stdout) as LintReport;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let t: TestApp;
afterEach(async () => t?.close());

describe('GET /v1/openapi.json', () => {
  it('passes Redocly’s recommended rules without an error or a warning', async () => {
    // As served in production: with rate limits on, the limited calls also document their 429.
    t = await buildTestApp({ env: { RATE_LIMITS: 'on', PUBLIC_URL: 'https://storyloom.test' } });
    const res = await t.app.inject('/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const report = await lint(res.body);
    const problems = report.problems.map(
      ({ severity, ruleId, message, location }) =>
        `${severity} ${ruleId} at ${location[0]?.pointer ?? '#'}: ${message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
