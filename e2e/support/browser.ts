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
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll('*'))) getComputedStyle(element).color;
    for (const animation of document.getAnimations()) {
      const end = animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY;
      if (Number.isFinite(end)) animation.finish();
    }
  });
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const result = await (window as any).axe.run(document);
    return result.violations as AxeViolation[];
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
