// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these strings are compose values, whose ${VAR} forms are what is tested
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../apps/server/src/platform/config.ts';
import {
  dockerfileEntry,
  interpolate,
  npmStartEntry,
  readmeConfigurationVariables,
  storyloomServices,
} from './deployment-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

// What an operator must set before `docker compose up`; everything else has a default in compose.yaml.
const OPERATOR_VARIABLES = { AUTH_SECRET: 'a'.repeat(64) };

describe('compose.yaml', () => {
  const services = storyloomServices(read('compose.yaml'), OPERATOR_VARIABLES);

  it('runs Storyloom in an API and a worker service', () => {
    expect([...services.keys()].sort()).toEqual(['api', 'worker']);
  });

  it('sets only variables the configuration reads', () => {
    for (const [name, environment] of services) {
      const unknown = Object.keys(environment).filter((variable) => !CONFIG_VARIABLES.includes(variable));
      expect(unknown, `${name} sets variables the configuration does not read`).toEqual([]);
    }
  });

  it('gives every service a valid role and a configuration the server accepts', () => {
    for (const [name, environment] of services) {
      expect(environment.ROLE, `${name} sets no ROLE`).toBeDefined();
      expect(() => loadConfig(environment), name).not.toThrow();
      expect(() => loadConfig({ ...environment, ROLE: 'every' }), `${name}: ROLE is not checked`).toThrow(
        ConfigError,
      );
    }
  });

  it('refuses to start without AUTH_SECRET, which every process must share', () => {
    expect(() => storyloomServices(read('compose.yaml'), {})).toThrow(/AUTH_SECRET/);
  });
});

describe('Dockerfile', () => {
  it('runs the file npm start runs', () => {
    expect(dockerfileEntry(read('Dockerfile'))).toBe(npmStartEntry(root));
  });
});

describe('README', () => {
  it('documents every variable of the configuration in its table', () => {
    const documented = readmeConfigurationVariables(read('README.md'));
    expect(CONFIG_VARIABLES.filter((variable) => !documented.has(variable))).toEqual([]);
  });
});

describe('interpolate', () => {
  it('reads variables, with defaults for unset or empty ones as compose does', () => {
    const variables = { SET: 'value', EMPTY: '' };
    expect(interpolate('$SET ${SET} ${SET:-other}', variables)).toBe('value value value');
    expect(interpolate('${EMPTY:-fallback}|${EMPTY-fallback}|${UNSET-fallback}', variables)).toBe(
      'fallback||fallback',
    );
    expect(interpolate('${UNSET}$$HOME', variables)).toBe('$HOME');
  });

  it('stops at a required variable that is not set, with its message', () => {
    expect(() => interpolate('${SECRET:?set the secret}', { SECRET: '' })).toThrow('SECRET: set the secret');
    expect(interpolate('${SECRET?set it}', { SECRET: '' })).toBe('');
  });
});

describe('dockerfileEntry', () => {
  it("takes the file from the last CMD, past node's options", () => {
    const dockerfile =
      'CMD ["node", "old.js"]\nCMD ["node", "--import", "tsx", "--enable-source-maps", "./dist/main.js"]\n';
    expect(dockerfileEntry(dockerfile)).toBe('dist/main.js');
  });
});

describe('npmStartEntry', () => {
  it('follows the start script into a workspace to the node command', () => {
    const repo = mkdtempSync(join(tmpdir(), 'storyloom-start-'));
    mkdirSync(join(repo, 'apps/server'), { recursive: true });
    const start = 'npm run build && npm run start -w apps/server';
    writeFileSync(join(repo, 'package.json'), JSON.stringify({ scripts: { start } }));
    writeFileSync(
      join(repo, 'apps/server/package.json'),
      JSON.stringify({ scripts: { start: 'node dist/main.js' } }),
    );
    expect(npmStartEntry(repo)).toBe('apps/server/dist/main.js');
  });
});

describe('readmeConfigurationVariables', () => {
  it("reads the names in the configuration table's first column only", () => {
    const readme = [
      '## Configuration',
      '| Variable | Default | Meaning |',
      '|---|---|---|',
      '| `PORT` | `8080` | like `HOST` |',
      '| `S3_BUCKET`, `S3_REGION` | unset | |',
      '## Layout',
      '| `OTHER` | | |',
    ].join('\n');
    expect([...readmeConfigurationVariables(readme)]).toEqual(['PORT', 'S3_BUCKET', 'S3_REGION']);
  });
});
