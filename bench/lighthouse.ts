/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G line, simulated) of the
 * app's four main pages, served by the built server on its embedded defaults with one story made
 * first for the player. Reports each page's performance and accessibility scores, the median of a
 * few runs and each run's score (on a shared machine they can differ by ten points), with the audits
 * that cost it most. Needs the built server and web app (`npm run build`).
 * LIGHTHOUSE_PAGES picks pages by name (e.g. `LIGHTHOUSE_PAGES=player,archives`), to follow one change;
 * LIGHTHOUSE_RUNS sets the runs per page (3 unless set), for a steadier median.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { freePort, startServer } from '../e2e/support/server.ts';
import { makePublicStory } from '../e2e/support/stories.ts';
import { median } from './stats.ts';

export const PERFORMANCE_TARGET = 90;

export interface LighthousePageFigures {
  page: string;
  path: string;
  runs: number;
  performance: number;
  /** Each run's performance score, in the order they ran. */
  performanceRuns: number[];
  accessibility: number;
  /** Lighthouse's metrics from the median run by performance, in ms (CLS unitless). */
  metrics: Record<string, number>;
  /** The audits of the median run that scored below 0.9, most costly first, as Lighthouse titles them. */
  flagged: string[];
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/** Chromium as Lighthouse wants it: listening for DevTools on a port of its own. */
async function launchChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, child, profile };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('Chromium did not open its DevTools port within 30 s');
}

async function auditOnce(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const performanceAudits = lhr.categories.performance?.auditRefs ?? [];
  const flagged = performanceAudits
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => `${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`);
  const metrics = Object.fromEntries(
    METRICS.map((id) => [
      id,
      Number((lhr.audits[id]?.numericValue ?? Number.NaN).toFixed(id === 'cumulative-layout-shift' ? 3 : 0)),
    ]),
  );
  return { performance: score('performance'), accessibility: score('accessibility'), metrics, flagged };
}

const DEFAULT_RUNS = 3;

export async function measureLighthouse(
  runs = Number(process.env.LIGHTHOUSE_RUNS) || DEFAULT_RUNS,
): Promise<LighthousePageFigures[]> {
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
  const server = await startServer();
  const chromium = await launchChromium();
  try {
    const story = await makePublicStory(server, { child_name: 'Mia', theme: 'ocean', scenes: 4 });
    const pages = [
      { page: 'home', path: '/stories/' },
      { page: 'generator', path: '/stories/generate' },
      { page: 'archives', path: '/stories/archives' },
      { page: 'player', path: `/stories/play/${story.bundleId}` },
    ].filter(({ page }) => !wanted || wanted.includes(page));
    const figures: LighthousePageFigures[] = [];
    for (const { page, path: pagePath } of pages) {
      const audits = [];
      for (let i = 0; i < runs; i++) audits.push(await auditOnce(`${server.url}${pagePath}`, chromium.port));
      const byPerformance = [...audits].sort((a, b) => a.performance - b.performance);
      const middle = byPerformance[Math.floor(byPerformance.length / 2)] ?? byPerformance[0];
      figures.push({
        page,
        path: pagePath,
        runs,
        performance: median(audits.map((a) => a.performance)),
        performanceRuns: audits.map((a) => a.performance),
        accessibility: median(audits.map((a) => a.accessibility)),
        metrics: middle?.metrics ?? {},
        flagged: middle?.flagged ?? [],
      });
    }
    return figures;
  } finally {
    const closed = new Promise((resolve) => chromium.child.once('exit', resolve));
    chromium.child.kill('SIGTERM');
    await Promise.all([closed, server.stop()]);
    fs.rmSync(chromium.profile, { recursive: true, force: true });
  }
}

export const describeLighthouse = (f: LighthousePageFigures) =>
  `Lighthouse mobile, ${f.page} (${f.path}, median of ${f.runs}): performance ${f.performance} ` +
  `(runs ${f.performanceRuns.join(', ')}; target ≥ ${PERFORMANCE_TARGET}), accessibility ${f.accessibility}; ` +
  `FCP ${f.metrics['first-contentful-paint']} ms, LCP ${f.metrics['largest-contentful-paint']} ms, ` +
  `TBT ${f.metrics['total-blocking-time']} ms, CLS ${f.metrics['cumulative-layout-shift']}, ` +
  `Speed Index ${f.metrics['speed-index']} ms; flagged: ${f.flagged.join('; ') || 'nothing'}`;
