import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse } from 'yaml';

/**
 * A value as Docker Compose interpolates it from the shell or `.env`: `$VAR`, `${VAR}`,
 * `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}`, `${VAR?message}`, and `$$` for a dollar.
 */
export function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(
    /\$\$|\$([A-Za-z_]\w*)|\$\{([A-Za-z_]\w*)(?:(:?)([-?])([^}]*))?\}/g,
    (match, bare: string | undefined, name: string | undefined, colon = '', operator = '', word = '') => {
      if (match === '$$') return '$';
      const variable = bare ?? name ?? '';
      const set = variable in variables && (colon === '' || variables[variable] !== '');
      if (set) return variables[variable] ?? '';
      if (operator === '?') throw new Error(`${variable}: ${word || 'required'}`);
      return operator === '-' ? word : '';
    },
  );
}

/** The environment of each service compose.yaml builds from this repository, interpolated. */
export function storyloomServices(
  composeText: string,
  variables: Record<string, string>,
): Map<string, Record<string, string>> {
  const compose = parse(composeText, { merge: true }) as {
    services: Record<string, { build?: unknown; environment?: Record<string, string | number | boolean> }>;
  };
  const services = new Map<string, Record<string, string>>();
  for (const [name, service] of Object.entries(compose.services)) {
    if (service.build === undefined) continue;
    const environment = Object.entries(service.environment ?? {}).map(
      ([key, value]) => [key, interpolate(String(value), variables)] as const,
    );
    services.set(name, Object.fromEntries(environment));
  }
  return services;
}

// Node options whose value is the next argument, so it is not taken for the entry file.
const NODE_OPTIONS_WITH_VALUE = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);

/** The entry file of a `node` command line's arguments (after `node`). */
function nodeEntry(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (NODE_OPTIONS_WITH_VALUE.has(arg)) i++;
    else if (!arg.startsWith('-')) return arg;
  }
  throw new Error(`no entry file in: node ${args.join(' ')}`);
}

/** The file the Dockerfile's `CMD ["node", …]` runs, relative to the image's working folder. */
export function dockerfileEntry(dockerfile: string): string {
  const commands = [...dockerfile.matchAll(/^CMD\s+(\[.*\])\s*$/gm)];
  const command = JSON.parse(commands.at(-1)?.[1] ?? '[]') as string[];
  if (command[0] !== 'node') throw new Error(`the Dockerfile's CMD does not run node: ${command.join(' ')}`);
  return posix.normalize(nodeEntry(command.slice(1)));
}

/**
 * The file `npm start` ends up running, relative to the repository root: the last step of the
 * script, followed through `npm run <script> -w <workspace>` to the `node` command that stays running.
 */
export function npmStartEntry(root: string, workspace = '.', script = 'start'): string {
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const command = manifest.scripts?.[script];
  if (!command) throw new Error(`${posix.join(workspace, 'package.json')} has no ${script} script`);
  const words = (command.split('&&').at(-1) ?? '').trim().split(/\s+/);
  if (words[0] === 'node') return posix.normalize(posix.join(workspace, nodeEntry(words.slice(1))));
  if (words[0] === 'npm') {
    const next = words[1] === 'run' ? words[2] : words[1];
    const flag = words.findIndex((word) => word === '-w' || word === '--workspace');
    const inWorkspace = flag === -1 ? workspace : posix.join(workspace, words[flag + 1] ?? '');
    if (next) return npmStartEntry(root, inWorkspace, next);
  }
  throw new Error(`cannot tell which file "${command}" runs`);
}

/** The variables named in the first column of README's configuration table. */
export function readmeConfigurationVariables(readme: string): Set<string> {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration')) ?? '';
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1] ?? '');
  return new Set(
    firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? '')),
  );
}
