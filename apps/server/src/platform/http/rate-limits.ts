import fastifyRateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import { errorResponse, MESSAGES } from '@storyloom/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { LimitsConfig } from '../config.ts';
import { tooManyRequests } from '../errors.ts';
import { type Callers, isAccount } from './callers.ts';

/** The actions that are rate limited; a route names the one it counts against in `config.limit`. */
export type LimitName =
  | 'generate'
  | 'upload'
  | 'like'
  | 'bookmark'
  | 'resume'
  | 'print'
  | 'regenerateAudio'
  | 'pdf'
  | 'signIn'
  | 'report'
  | 'accountExport'
  | 'voiceSample';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate limit this route counts against (see platform/http/rate-limits.ts). */
    limit?: LimitName;
  }
}

/** How many calls one anonymous address may make; a signed-in account gets `signedInFactor` times more. */
interface Allowance {
  perMinute: number;
  perHour: number;
  /** The refusal's first sentence; the wait follows it. */
  reason: string;
}

/** The defaults of every limit but story generation, which the operator sets (RATE_LIMIT_GENERATE_*). */
const ALLOWANCES: Record<Exclude<LimitName, 'generate'>, Allowance> = {
  upload: { perMinute: 5, perHour: 20, reason: MESSAGES.tooManyRequests },
  like: { perMinute: 30, perHour: 300, reason: MESSAGES.tooManyRequests },
  bookmark: { perMinute: 60, perHour: 600, reason: MESSAGES.tooManyRequests },
  // Every story a signed-in parent starts is remembered for the Player link.
  resume: { perMinute: 60, perHour: 600, reason: MESSAGES.tooManyRequests },
  print: { perMinute: 5, perHour: 20, reason: MESSAGES.tooManyRequests },
  regenerateAudio: { perMinute: 5, perHour: 30, reason: MESSAGES.tooManyRequests },
  pdf: { perMinute: 10, perHour: 100, reason: MESSAGES.tooManyRequests },
  // Every page load of the web app refreshes its session: a household's tabs need room.
  signIn: { perMinute: 60, perHour: 600, reason: MESSAGES.tooManyRequests },
  report: { perMinute: 5, perHour: 20, reason: MESSAGES.tooManyRequests },
  // Each download copies every file of the account: a few a day is plenty.
  accountExport: { perMinute: 1, perHour: 3, reason: MESSAGES.tooManyRequests },
  // A parent listens through the voices one after another; a new one is spoken on this machine's cores.
  voiceSample: { perMinute: 30, perHour: 300, reason: MESSAGES.tooManyRequests },
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Callers remembered per window; more than this at once and the least recent are forgotten. */
const REMEMBERED_CALLERS = 20_000;

/**
 * Counts each limited route's calls per caller (the account when signed in, else the address) in a
 * one-minute and a one-hour window, and answers 429 with Retry-After past either. The check runs
 * as the route's first preHandler: after the bearer token is read, before anything is done or stored.
 * With RATE_LIMITS=off nothing is counted and the log says so.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: LimitsConfig,
  callers: Callers,
): Promise<void> {
  if (!limits.enabled) {
    app.log.warn('RATE_LIMITS=off: no rate limits and no queue caps. Use this for tests and benches only.');
    return;
  }
  await app.register(fastifyRateLimit, { global: false });
  const allowances: Record<LimitName, Allowance> = {
    ...ALLOWANCES,
    generate: {
      perMinute: limits.generatePerMinute,
      perHour: limits.generatePerHour,
      reason: MESSAGES.tooManyStories,
    },
  };

  const windowed = (allowed: number, timeWindow: number) =>
    app.createRateLimit({
      timeWindow,
      keyGenerator: (request: FastifyRequest) => callers.of(request),
      max: (_request: FastifyRequest, caller: string) =>
        isAccount(caller) ? Math.floor(allowed * limits.signedInFactor) : allowed,
      // Read by the store the limiter makes, though the plugin's type leaves it out.
      cache: REMEMBERED_CALLERS,
    } as CreateRateLimitOptions);

  const checks = new Map<LimitName, preHandlerAsyncHookHandler>();
  for (const [name, allowance] of Object.entries(allowances) as [LimitName, Allowance][]) {
    const windows = [windowed(allowance.perMinute, MINUTE_MS), windowed(allowance.perHour, HOUR_MS)];
    checks.set(name, async (request) => {
      let wait = 0;
      for (const window of windows) {
        const state = await window(request);
        if (!state.isAllowed && state.isExceeded) wait = Math.max(wait, state.ttlInSeconds);
      }
      if (wait > 0) throw tooManyRequests(allowance.reason, wait);
    });
  }

  app.addHook('onRoute', (route) => {
    const name = route.config?.limit;
    if (!name) return;
    const check = checks.get(name);
    if (!check) throw new Error(`Unknown rate limit ${name} on ${route.url}`);
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [check, ...own];
    if (route.schema) {
      const schema = route.schema as { response?: Record<number, unknown> };
      schema.response = { 429: errorResponse, ...schema.response };
    }
  });
}
