import { randomUUID } from 'node:crypto';
import { mockJpeg } from './media.ts';
import { type MockProvider, type MockReply, startMockProvider } from './mock-server.ts';

export const MOCK_FREEPIK_KEY = 'fpk-mock-freepik-0123456789';

const ASPECT_RATIOS = new Set([
  'square_1_1',
  'classic_4_3',
  'traditional_3_4',
  'widescreen_16_9',
  'social_story_9_16',
  'standard_3_2',
  'portrait_2_3',
  'horizontal_2_1',
  'vertical_1_2',
  'social_5_4',
  'social_post_4_5',
]);

const CREATE_PATH = '/v1/ai/text-to-image/flux-dev';
const TASK_PATH = /^\/v1\/ai\/text-to-image\/flux-dev\/([0-9a-f-]{36})$/;
const FILE_PATH = /^\/files\/([0-9a-f-]{36})\.jpg$/;

/** `task-failed`: the next task ends FAILED; `stuck`: the next task never leaves IN_PROGRESS. */
export type FreepikFailure = 'bad-request' | 'rate-limit' | 'server-error' | 'task-failed' | 'stuck';

const error = (status: number, message: string, headers = {}): MockReply => ({
  status,
  headers,
  body: { message },
});

interface Task {
  status: 'CREATED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  /** Polls left before the task ends; it ends as `ending`. */
  polls: number;
  ending: 'COMPLETED' | 'FAILED' | 'IN_PROGRESS';
}

/**
 * Freepik's Flux Dev text-to-image as its documentation describes it: the POST
 * answers `{data:{task_id, status:"CREATED"}}` at once, the task is polled at `…/flux-dev/{task_id}`
 * until COMPLETED with `generated` links to JPEG pictures, which are fetched without the key. The
 * classic synchronous `/v1/ai/text-to-image` answers 404 here, so an adapter still calling it fails.
 */
export async function startFreepikMock(): Promise<MockProvider<FreepikFailure>> {
  const tasks = new Map<string, Task>();
  const next: ('FAILED' | 'IN_PROGRESS')[] = [];
  let base = '';
  const mock = await startMockProvider<FreepikFailure>({
    name: 'freepik',
    authorized: (request) =>
      FILE_PATH.test(request.path) || request.headers['x-freepik-api-key'] === MOCK_FREEPIK_KEY,
    failure(kind, request, retryAfter) {
      switch (kind) {
        case 'unauthorized':
          return error(401, `Invalid API key: ${request.headers['x-freepik-api-key']}`);
        case 'unavailable':
          return error(503, 'Service unavailable');
        case 'bad-request':
          return error(400, 'Invalid aspect_ratio');
        case 'rate-limit':
          return error(429, 'Too many requests', retryAfter ? { 'retry-after': retryAfter } : {});
        default:
          return error(500, 'Internal server error');
      }
    },
    malformed: () => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: { data: { status: 'CREATED' } },
    }),
    async route(request) {
      if (request.method === 'POST' && request.path === CREATE_PATH) {
        const body = request.json as {
          prompt?: unknown;
          aspect_ratio?: unknown;
          seed?: unknown;
          styling?: { colors?: { color?: unknown; weight?: unknown }[] };
        };
        if (typeof body?.prompt !== 'string' || !body.prompt.trim()) return error(400, 'prompt is required');
        if (body.aspect_ratio !== undefined && !ASPECT_RATIOS.has(String(body.aspect_ratio)))
          return error(400, `Invalid aspect_ratio ${body.aspect_ratio}`);
        if (
          body.seed !== undefined &&
          !(
            Number.isInteger(body.seed) &&
            (body.seed as number) >= 1 &&
            (body.seed as number) <= 4_294_967_295
          )
        )
          return error(400, 'seed must be an integer from 1 to 4294967295');
        for (const c of body.styling?.colors ?? []) {
          if (typeof c.color !== 'string' || !/^#[0-9A-Fa-f]{6}$/.test(c.color))
            return error(400, 'Invalid color');
          if (typeof c.weight !== 'number' || c.weight < 0.05 || c.weight > 1)
            return error(400, 'Invalid weight');
        }
        const id = randomUUID();
        tasks.set(id, { status: 'CREATED', polls: 1, ending: next.shift() ?? 'COMPLETED' });
        return { status: 200, body: { data: { task_id: id, status: 'CREATED', generated: [] } } };
      }
      const polled = request.method === 'GET' ? request.path.match(TASK_PATH)?.[1] : undefined;
      if (polled) {
        const task = tasks.get(polled);
        if (!task) return error(404, 'Task not found');
        task.polls -= 1;
        task.status = task.polls >= 0 ? 'IN_PROGRESS' : task.ending;
        const generated = task.status === 'COMPLETED' ? [`${base}/files/${polled}.jpg`] : [];
        return { status: 200, body: { data: { task_id: polled, status: task.status, generated } } };
      }
      const file = request.method === 'GET' ? request.path.match(FILE_PATH)?.[1] : undefined;
      if (file && tasks.get(file)?.status === 'COMPLETED') {
        return { status: 200, headers: { 'content-type': 'image/jpeg' }, body: await mockJpeg() };
      }
      return error(404, 'Not found');
    },
  });
  base = mock.url;
  return {
    ...mock,
    fail(kind, options) {
      if (kind === 'task-failed' || kind === 'stuck') {
        for (let i = 0; i < (options?.times ?? 1); i++)
          next.push(kind === 'stuck' ? 'IN_PROGRESS' : 'FAILED');
      } else mock.fail(kind, options);
    },
  };
}
