/**
 * The page's policy lets no style attribute in its markup apply (style-src has no 'unsafe-inline'),
 * so the screen the server draws keeps each element's style aside, in data-style, and comes with a
 * style sheet that gives those elements the same styles until the app has drawn over the screen
 * (app/draw-over.ts), setting each style itself and dropping data-style: the first paint looks as
 * the app draws it.
 */

/** A style attribute in the markup: the tag up to it and its text as written (HTML-escaped). */
const STYLE_ATTRIBUTE = /(<[a-zA-Z][^<>]*?)\sstyle="([^"]*)"/g;

/** A style that can go in the style sheet as it is: it cannot leave its rule, nor the sheet. */
const PLAIN_STYLE = /^(?!.*\/\*)[^{}<>\\@]*$/;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeAttribute = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The markup with its style attributes kept aside, and the style sheet that applies them. */
export function withStylesAside(markup: string): { html: string; css: string } {
  const rules = new Map<string, string>();
  const html = markup.replace(STYLE_ATTRIBUTE, (_match, tag: string, written: string) => {
    const style = unescapeAttribute(written);
    if (PLAIN_STYLE.test(style)) rules.set(style, `[data-style="${style.replaceAll('"', '\\"')}"]{${style}}`);
    return `${tag} data-style="${written}"`;
  });
  return { html, css: [...rules.values()].join('\n') };
}
