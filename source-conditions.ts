import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The package export condition under which `@storyloom/contract` is its TypeScript source rather
 * than its build: tests and the web app's dev server and build read the source, so they never need
 * a build of the contract, nor see a stale one.
 */
export const SOURCE_CONDITION = 'storyloom-source';

/** Vite's resolve options with the source condition, for code bundled for the browser and for Node. */
export const resolveSource = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};

/**
 * For tests run in Node: the source condition, then Node's own. Vite's server conditions put
 * `module` first, which picks packages' ES builds meant for bundlers (the AWS SDK's do not run in Node).
 */
export const resolveSourceInNode = {
  resolve: { conditions: [SOURCE_CONDITION, 'node'] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, 'node'] } },
};
