import { FIRST_ANSWER_ELEMENT_ID, type FirstAnswer } from '@storyloom/contract';

/**
 * The answer a page comes with for its screen's first call (a shared story for the player, the
 * archive's first page, the generator's voices), written by the server as that call answers anyone: the screen shows it in
 * its first render instead of asking again once it has drawn itself. It is there for the first
 * query of that call only; whatever comes later asks the server.
 *
 * It is not checked with the contract's schemas as the API's answers are: it comes from the server
 * that sent the app, in the same response, so it cannot be from another version of it, and the
 * screen's first render need not wait for zod.
 */

/** The page's answer: undefined until read, null once taken or when the page has none. */
let pending: FirstAnswer | null | undefined;

function readPage(): FirstAnswer | null {
  if (pending !== undefined) return pending;
  pending = null;
  const script = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWER_ELEMENT_ID);
  if (!script) return pending;
  script.remove();
  const { path, at } = script.dataset;
  try {
    if (path && at) pending = { path, body: JSON.parse(script.textContent ?? ''), at: Number(at) };
  } catch {
    // A page cut short: the screen asks the server, as with no answer at all.
  }
  return pending;
}

/**
 * Draws a screen with `answer` as the page's answer, as the browser will find it in the page: for
 * the server's renderer, which draws one screen at a time, all at once (renderToString is not
 * interrupted).
 */
export function drawingWithAnswer<T>(answer: FirstAnswer | undefined, draw: () => T): T {
  pending = answer ?? null;
  try {
    return draw();
  } finally {
    pending = null;
  }
}

/** The page's answer for `path` (an API path with its query), once; undefined for any other. */
function takeFirstAnswer(path: string): FirstAnswer | undefined {
  const answer = readPage();
  if (answer?.path !== path) return undefined;
  pending = null;
  return answer;
}

/**
 * A query's starting data from the page's answer for `path`, when it has one, as of when the server
 * answered (so the query's stale time counts from then): `{ ...fromFirstAnswer(path, toData) }` in
 * its options. `toData` shapes the answer as the query keeps it (an infinite query's pages).
 */
export function fromFirstAnswer<Answer, Data = Answer>(
  path: string,
  toData: (answer: Answer) => Data = (answer) => answer as unknown as Data,
): { initialData: () => Data | undefined; initialDataUpdatedAt: () => number | undefined } {
  let answer: FirstAnswer | undefined | null = null;
  const take = () => {
    if (answer === null) answer = takeFirstAnswer(path);
    return answer;
  };
  return {
    initialData: () => {
      const taken = take();
      return taken ? toData(taken.body as Answer) : undefined;
    },
    initialDataUpdatedAt: () => take()?.at,
  };
}
