import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderError } from '../http/provider-error.ts';
import { createProviderHttp, type ErrorReading, type VendorSettings } from '../http/provider-http.ts';
import { cloudImagePrompt } from '../image-prompt.ts';
import { asPng } from '../png.ts';
import type { ImageProvider } from '../types.ts';

export const FREEPIK_BASE_URL = 'https://api.freepik.com';
const CONCURRENCY = 8;
const CREATE_PATH = '/v1/ai/text-to-image/flux-dev';
/** Flux Dev takes seconds: the first look comes soon, later ones less often. */
const FIRST_POLL_MS = 500;
const MAX_POLL_MS = 2_000;
/** A task not done by then has failed: the scene falls back rather than hold the story up. */
const TASK_TIMEOUT_MS = 120_000;

/** Freepik's aspect ratios by shape: square, landscape (3:2) and portrait (2:3), as the freepik_* modes ask. */
const SIZES = [
  { name: 'square_1_1', shape: 1 },
  { name: 'standard_3_2', shape: 3 / 2 },
  { name: 'portrait_2_3', shape: 2 / 3 },
] as const;

export function freepikSize(width: number, height: number): string {
  const shape = Math.log(width / height);
  let best: (typeof SIZES)[number] = SIZES[0];
  for (const size of SIZES) {
    if (Math.abs(Math.log(size.shape) - shape) < Math.abs(Math.log(best.shape) - shape)) best = size;
  }
  return best.name;
}

export function readFreepikError(status: number, body: unknown): ErrorReading {
  const record = body as { message?: unknown; error?: unknown; detail?: unknown } | null;
  const message = [
    record?.message,
    record?.detail,
    record?.error,
    typeof body === 'string' ? body : null,
  ].find((v): v is string => typeof v === 'string');
  return { message: message ?? null, retryable: status === 402 ? false : undefined };
}

interface TaskAnswer {
  data?: { task_id?: unknown; status?: unknown; generated?: unknown; has_nsfw?: unknown };
}

export interface FreepikSettings extends VendorSettings {
  /** How long a task may take before the scene falls back (tests make it short). */
  taskTimeoutMs?: number;
  /** The first wait before looking at a task; it doubles up to 2 s. */
  firstPollMs?: number;
}

const malformed = (what: string) => new ProviderError('freepik', `freepik: ${what}`, { kind: 'malformed' });

/**
 * Freepik's Flux Dev text-to-image: the POST starts a task, which is polled until its picture is
 * ready, then the picture is fetched from the link it gives. Freepik's platform is moving to
 * Magnific, which takes the same key under its own header name, so a Magnific base URL gets that header.
 */
export function createFreepik(settings: FreepikSettings): ImageProvider {
  const baseURL = settings.baseURL ?? FREEPIK_BASE_URL;
  const header = /magnific/i.test(baseURL) ? 'x-magnific-api-key' : 'x-freepik-api-key';
  const policy = { timeoutMs: 60_000, ...settings.policy };
  const http = createProviderHttp({
    provider: 'freepik',
    baseURL,
    headers: { [header]: settings.apiKey },
    fetch: settings.fetch,
    concurrency: settings.concurrency ?? CONCURRENCY,
    policy,
    readError: readFreepikError,
  });
  // The picture's link points at a file host: it is fetched without the key.
  const files = createProviderHttp({
    provider: 'freepik',
    baseURL: '',
    fetch: settings.fetch,
    concurrency: settings.concurrency ?? CONCURRENCY,
    policy,
    readError: readFreepikError,
  });
  const taskTimeoutMs = settings.taskTimeoutMs ?? TASK_TIMEOUT_MS;

  async function finished(taskId: string, started: TaskAnswer): Promise<string> {
    const deadline = performance.now() + taskTimeoutMs;
    let answer = started;
    let wait = settings.firstPollMs ?? FIRST_POLL_MS;
    for (;;) {
      const data = answer.data;
      if (data?.has_nsfw === true || (Array.isArray(data?.has_nsfw) && data.has_nsfw.includes(true))) {
        throw new ProviderError('freepik', 'freepik: the picture was flagged as unsafe', {
          kind: 'refused',
          code: 'content_filtered',
        });
      }
      if (data?.status === 'COMPLETED') {
        const link = Array.isArray(data.generated) ? data.generated[0] : undefined;
        if (typeof link !== 'string' || !/^https?:\/\//.test(link))
          throw malformed('the task has no picture');
        return link;
      }
      if (data?.status === 'FAILED') {
        throw new ProviderError('freepik', 'freepik: the task failed', { kind: 'http', code: 'task_failed' });
      }
      if (data?.status !== 'CREATED' && data?.status !== 'IN_PROGRESS')
        throw malformed('unknown task status');
      const left = deadline - performance.now();
      if (left <= 0) {
        throw new ProviderError('freepik', `freepik: the picture was not ready within ${taskTimeoutMs} ms`, {
          kind: 'timeout',
        });
      }
      await sleep(Math.min(wait, left));
      wait = Math.min(wait * 2, MAX_POLL_MS);
      answer = await http.json<TaskAnswer>({
        method: 'GET',
        path: `${CREATE_PATH}/${encodeURIComponent(taskId)}`,
      });
    }
  }

  return {
    id: 'freepik',
    async illustrate(request) {
      const colors = (request.palette ?? [])
        .filter((c) => /^#[0-9a-f]{6}$/i.test(c))
        .slice(0, 5)
        .map((color) => ({ color, weight: 0.5 }));
      const started = await http.json<TaskAnswer>({
        path: CREATE_PATH,
        json: {
          prompt: cloudImagePrompt(request),
          aspect_ratio: freepikSize(request.width, request.height),
          seed: Math.max(1, request.seed >>> 0),
          ...(colors.length > 0 ? { styling: { colors } } : {}),
        },
      });
      const taskId = started?.data?.task_id;
      if (typeof taskId !== 'string' || !taskId) throw malformed('the answer has no task');
      const link = await finished(taskId, started);
      const picture = await files.request({ path: link, accept: 'image/*' });
      try {
        return { png: await asPng(picture.body), warnings: [] };
      } catch {
        throw malformed('the answer is not a picture');
      }
    },
  };
}
