import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers } from './import-boundaries.ts';

// `npm test` builds before it runs the tests; alone, run `npm run build` first.
const root = fileURLToPath(new URL('..', import.meta.url));
const BUILDS = ['apps/server/dist', 'packages/contract/dist'];
const WORKER_MODULE = /new URL\(\s*['"](\.[^'"]+)\.ts['"],\s*import\.meta\.url\s*\)/g;

/** Every JavaScript file a build emitted, repo-relative. */
function emittedFiles(): string[] {
  return BUILDS.flatMap((build) =>
    readdirSync(path.join(root, build), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(build, file)),
  );
}

describe('the production build', () => {
  it('has the server entries and the contract, without tests or their helpers', () => {
    for (const file of [
      'apps/server/dist/main.js',
      'apps/server/dist/admin.js',
      'packages/contract/dist/index.js',
    ])
      expect(existsSync(path.join(root, file)), `${file} (run \`npm run build\`)`).toBe(true);
    const testFiles = emittedFiles().filter((file) => file.endsWith('.test.js') || file.includes('/test/'));
    expect(testFiles).toEqual([]);
  });

  it('imports neither tsx nor TypeScript, and every relative import is an emitted file', () => {
    const broken = emittedFiles().flatMap((file) =>
      importSpecifiers(readFileSync(path.join(root, file), 'utf8'))
        .filter(
          (specifier) =>
            specifier.endsWith('.ts') ||
            specifier === 'tsx' ||
            specifier.startsWith('tsx/') ||
            (specifier.startsWith('.') && !existsSync(path.join(root, path.dirname(file), specifier))),
        )
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(broken).toEqual([]);
  });

  it('has each worker thread’s module compiled beside the module that starts it', () => {
    const missing = emittedFiles().flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(WORKER_MODULE)]
        .map((match) => path.join(path.dirname(file), `${match[1]}.js`))
        .filter((worker) => !existsSync(path.join(root, worker))),
    );
    expect(missing).toEqual([]);
  });

  it('gives plain Node the contract’s JavaScript', () => {
    const resolved = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "console.log(import.meta.resolve('@storyloom/contract'))"],
      { cwd: path.join(root, 'apps/server'), encoding: 'utf8' },
    ).trim();
    expect(fileURLToPath(resolved)).toBe(path.join(root, 'packages/contract/dist/index.js'));
  });
});
