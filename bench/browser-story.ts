/**
 * A parent in Chromium: the real generator page against a server started as `npm start` starts
 * it, the form filled for a default 4-scene story, Generate clicked. Measures click → the POST
 * leaving the browser, click → "Start listening now" (scene 1 playable) and click → "Play Story"
 * (the whole story), each beside the server's own time for it (from its log: the POST arriving to
 * scene 1 playable, and to the job finishing), and lists the requests the page made between the
 * click and the POST. Needs the built web app (`npm run build -w apps/web`).
 */
import type { Page, Request } from 'playwright-core';
import { launchBrowser } from '../e2e/support/chromium.ts';
import { startServer } from '../e2e/support/server.ts';
import { BENCH_LIMITS } from './limits.ts';
import { median } from './stats.ts';

/** "Start listening now" and "Play Story" may show this long after the server has what they offer. */
export const PLAYABLE_AFTER_SERVER_TARGET_MS = 300;
/** The POST should leave the browser within this long of the click: nothing should come before it. */
export const CLICK_TO_POST_TARGET_MS = 100;

export interface BrowserStoryFigures {
  scenario: string;
  runs: number;
  click_to_post_ms: number;
  /** Click -> "Start listening now": scene 1 can be played. */
  click_to_listening_ms: number;
  /** The server's POST -> scene 1 playable. */
  server_scene_1_ms: number;
  /** The median of each run's click -> "Start listening now" less its server time. */
  listening_minus_server_ms: number;
  click_to_playable_ms: number;
  server_ms: number;
  /** The median of each run's click -> playable less its server time. */
  playable_minus_server_ms: number;
  /** Requests sent between the click and the POST, in the last run. */
  requests_before_post: string[];
}

interface LogLine {
  time: number;
  msg?: string;
  storyId?: string;
  scene?: number;
  req?: { method?: string; url?: string };
  /** Milliseconds the server took to answer, on a "request completed" line. */
  responseTime?: number;
  job?: string;
}

/** The server's log, read as it is written, to find when it took a story and when it finished it. */
class ServerLog {
  private readonly lines: LogLine[] = [];

  read = (line: string) => {
    try {
      this.lines.push(JSON.parse(line) as LogLine);
    } catch {
      // Not a log line (a warning from a library): nothing to time.
    }
  };

  async waitFor(matches: (line: LogLine) => boolean, timeoutMs = 120_000): Promise<LogLine> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.lines.find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('the server never logged what the bench waits for');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Notes in the page when each link is first painted: the frame after it enters the document.
 * Playwright's own waiting looks only every 500 ms after the first few tries, which would add up
 * to half a second to what the parent sees. A string, so the bench needs no DOM types.
 */
const WATCH_LINKS = `
  window.linkShownAt = {};
  new MutationObserver(() => {
    for (const name of ['Start listening now', 'Play Story']) {
      if (name in window.linkShownAt) continue;
      if (![...document.querySelectorAll('a')].some((a) => a.textContent.trim() === name)) continue;
      window.linkShownAt[name] = null;
      requestAnimationFrame(() => { window.linkShownAt[name] = Date.now(); });
    }
  }).observe(document.body, { childList: true, subtree: true });
`;

async function makeStory(page: Page, url: string, log: ServerLog) {
  await page.goto(`${url}/stories/generate`);
  await page.getByLabel("Child's name").fill('Mia');
  const button = page.getByRole('button', { name: 'Generate Story' });
  await button.waitFor();
  // The click's own moment, in the page, on the same clock as the requests' wall times.
  // A string, so the bench needs no DOM types.
  await page.evaluate(
    "document.addEventListener('click', () => { window.clickedAt = Date.now(); }, { capture: true, once: true })",
  );
  await page.evaluate(WATCH_LINKS);
  const sent: Request[] = [];
  const onRequest = (request: Request) => sent.push(request);
  page.on('request', onRequest);
  const answered = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith('/v1/stories/generate'),
  );
  await button.click();
  const post = (await answered).request();
  const { job_id: jobId, bundle_id: storyId } = (await (await answered).json()) as {
    job_id: string;
    bundle_id: string;
  };
  await page.getByRole('link', { name: 'Play Story' }).waitFor({ timeout: 120_000 });
  await page.waitForFunction("typeof window.linkShownAt['Play Story'] === 'number'");
  const shownAt = (await page.evaluate('window.linkShownAt')) as Record<string, number>;
  const playableAt = shownAt['Play Story'] as number;
  // A story made quickly may be whole before "Start listening now" shows: "Play Story" offers scene 1 too.
  const listeningAt = Math.min(shownAt['Start listening now'] ?? playableAt, playableAt);
  page.off('request', onRequest);
  const clickedAt = (await page.evaluate('window.clickedAt')) as number;
  const timing = post.timing();
  const postSentAt = timing.startTime + Math.max(0, timing.requestStart);
  const arrived = await log.waitFor(
    (line) => line.msg === 'request completed' && line.req?.method === 'POST' && line.time >= clickedAt - 50,
  );
  // The request's line is written once it is answered, after its time in the server.
  const arrivedAt = arrived.time - (arrived.responseTime ?? 0);
  const sceneOne = await log.waitFor(
    (line) => line.msg === 'scene playable' && line.storyId === storyId && line.scene === 1,
  );
  const finished = await log.waitFor((line) => line.msg === 'job finished' && line.job === jobId);
  const before = sent.filter((request) => request !== post && request.timing().startTime <= postSentAt);
  return {
    clickToPost: postSentAt - clickedAt,
    clickToListening: listeningAt - clickedAt,
    serverSceneOne: sceneOne.time - arrivedAt,
    clickToPlayable: playableAt - clickedAt,
    server: finished.time - arrivedAt,
    before: before.map((request) => `${request.method()} ${new URL(request.url()).pathname}`),
  };
}

export async function measureBrowserStory(runs = 4): Promise<BrowserStoryFigures> {
  const log = new ServerLog();
  const [server, browser] = await Promise.all([
    // Debug, for the job's 'scene playable' lines.
    startServer({ ...BENCH_LIMITS, LOG_LEVEL: 'debug' }, log.read),
    launchBrowser(),
  ]);
  try {
    await log.waitFor((line) => line.msg === 'engines warmed up');
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await makeStory(page, server.url, log));
    return {
      scenario: 'a parent in Chromium makes a default 4-scene story on the generator page',
      runs,
      click_to_post_ms: Math.round(median(results.map((r) => r.clickToPost))),
      click_to_listening_ms: Math.round(median(results.map((r) => r.clickToListening))),
      server_scene_1_ms: Math.round(median(results.map((r) => r.serverSceneOne))),
      listening_minus_server_ms: Math.round(
        median(results.map((r) => r.clickToListening - r.serverSceneOne)),
      ),
      click_to_playable_ms: Math.round(median(results.map((r) => r.clickToPlayable))),
      server_ms: Math.round(median(results.map((r) => r.server))),
      playable_minus_server_ms: Math.round(median(results.map((r) => r.clickToPlayable - r.server))),
      requests_before_post: results.at(-1)?.before ?? [],
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export const describeBrowserStory = (f: BrowserStoryFigures) =>
  `${f.scenario} (median of ${f.runs}): click -> POST sent ${f.click_to_post_ms} ms (target ≤ ${CLICK_TO_POST_TARGET_MS} ms); ` +
  `click -> "Start listening now" ${f.click_to_listening_ms} ms; server time to scene 1 ${f.server_scene_1_ms} ms; ` +
  `listening - server ${f.listening_minus_server_ms} ms (target ≤ ${PLAYABLE_AFTER_SERVER_TARGET_MS} ms); ` +
  `click -> "Play Story" ${f.click_to_playable_ms} ms; server time ${f.server_ms} ms; ` +
  `playable - server ${f.playable_minus_server_ms} ms (target ≤ ${PLAYABLE_AFTER_SERVER_TARGET_MS} ms); ` +
  `requests between click and POST: ${f.requests_before_post.join(', ') || 'none'}`;
