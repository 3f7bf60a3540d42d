import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// The browser is launched by its own module, which the bench uses too, without the page's DOM types.
export { CHROMIUM_PATH, launchBrowser } from './chromium.ts';

const axeSource = (() => {
  const require = createRequire(import.meta.url);
  return require('node:fs').readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') as string;
})();

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** How many times axe is run at most on a page that does not settle. */
const SETTLE_ATTEMPTS = 3;

/** Runs axe in the page and returns the serious and critical violations. */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the browser's debugging protocol: the app's Content-Security-Policy rightly
  // refuses an injected inline <script>.
  await page.evaluate(axeSource);
  // A colour caught half-way through a transition (a button fading in as it becomes enabled) is
  // not what the reader sees: every finite transition and animation is run to its end first.
  // A part of the page drawn only near the screen (content-visibility: auto) has its style worked
  // out when it is read, and a colour that changed since it was last worked out (before the style
  // sheet arrived, say) starts its transition then: so every element's style is read first.
  // A transition may also start while axe runs (the app, taking the screen over, enables a button
  // for a name typed before it started): axe is run again on what it then settles to.
  for (let attempt = 1; ; attempt++) {
    const { violations, moved } = await page.evaluate(async () => {
      for (const element of Array.from(document.querySelectorAll('*'))) getComputedStyle(element).color;
      for (const animation of document.getAnimations()) {
        const end = animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY;
        if (Number.isFinite(end)) animation.finish();
      }
      let moved = false;
      const listening = new AbortController();
      document.addEventListener(
        'transitionrun',
        () => {
          moved = true;
        },
        { capture: true, signal: listening.signal },
      );
      try {
        // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
        const result = await (window as any).axe.run(document);
        // A style changed at the end of the run has its transition announced with the next frame.
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
        return { violations: result.violations as AxeViolation[], moved };
      } finally {
        listening.abort();
      }
    });
    if (!moved || attempt === SETTLE_ATTEMPTS)
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  }
}
