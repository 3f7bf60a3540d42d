import {
  FIRST_ANSWER_ELEMENT_ID,
  PAGE_SCRIPT_META,
  type PictureVariant,
  pictureSrcSet,
  type StoryBundle,
  type StoryListResponse,
} from '@storyloom/contract';
import { escapeHtml } from '../../lib/escape-html.ts';

/** What a page's link unfurls into when it is shared in a chat app or on a social site. */
export interface PagePreview {
  title: string;
  description: string;
  /** Absolute address of the picture; none when there is no picture to show. */
  image: string | null;
  /** The picture the page shows first, for the browser to fetch with the page; none without one. */
  leadPicture: LeadPicture | null;
}

/**
 * A picture as the page's `<img>` will ask for it: its WebP copies (srcset) at the size the page
 * shows it (sizes), else its one file (src). The browser then chooses as the page will, so the
 * copy fetched early is the one shown, fetched once.
 */
export interface LeadPicture {
  src: string;
  srcset: string | null;
  sizes: string;
}

/** A stored picture as the page's `<img>` of it asks for it (the web app's pictureSources). */
export function leadPicture(
  src: string,
  variants: readonly PictureVariant[] | undefined,
  sizes: string,
): LeadPicture {
  return { src, srcset: variants?.length ? pictureSrcSet(variants) : null, sizes };
}

/** A shared story's page: its preview, and the story as anyone reads it, for the player's first call. */
export interface SharedStory {
  preview: PagePreview;
  story: StoryBundle;
}

/** The archive's first page, unfiltered, and the cover of its first card. */
export interface ArchiveFirstPage {
  /** The page as the app's first call for it answers anyone. */
  stories: StoryListResponse;
  /** The first card's cover as the card asks for it; none when that story has none. */
  leadPicture: LeadPicture | null;
}

const SITE_NAME = 'Storyloom';

/** The page's own description, with the line it stood on. */
const DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/i;
export const HEAD_END = /[ \t]*<\/head>/i;

/**
 * The app's page with the preview in its head: its description, and the Open Graph and Twitter
 * card tags that crawlers read without running the app, and the preload of the picture the page
 * shows first (withLeadPicture). The <title> stays the app's: the app keeps it while the visitor
 * moves on to other pages. Every value is escaped, and put in by a function so that no `$&` in a
 * title is read as a replacement pattern.
 */
export function withPreview(html: string, preview: PagePreview, pageUrl: string): string {
  if (!HEAD_END.test(html)) return html;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', preview.description),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', pageUrl),
    ...(preview.image ? [meta('property', 'og:image', preview.image)] : []),
    // Without a picture the small card, which shows the title and description alone.
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(preview.image ? [meta('name', 'twitter:image', preview.image)] : []),
  ];
  return (preview.leadPicture ? withLeadPicture(html, preview.leadPicture) : html)
    .replace(DESCRIPTION, () => '')
    .replace(HEAD_END, () => `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}

/** The page's style sheet, with the end of its line. */
const STYLE_SHEET = /<link rel="stylesheet"[^>]*>\n?/i;

/**
 * The app's page with the preload of the picture it shows first, right after its style sheet and
 * before the fonts: a phone on a slow line fetches a few files at once, and the picture the visitor
 * waits for should not queue behind them.
 */
export function withLeadPicture(html: string, picture: LeadPicture): string {
  const tag = `    ${preloadTag(picture)}\n`;
  if (STYLE_SHEET.test(html)) return html.replace(STYLE_SHEET, (sheet) => `${sheet}${tag}`);
  return html.replace(HEAD_END, () => `${tag}  </head>`);
}

/**
 * The app's page with the answer to its screen's first call in it, as that call (`path`) answers
 * anyone, and when (ms since the epoch): the screen shows it without asking again, and asks again
 * once it is stale (a page kept by the browser for Back). JSON in a script that never runs, with
 * every `<` escaped so that no text in it can end the script.
 */
export function withFirstAnswer(html: string, path: string, answer: unknown, at = Date.now()): string {
  const json = JSON.stringify(answer).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${FIRST_ANSWER_ELEMENT_ID}" data-path="${escapeHtml(path)}" data-at="${at}">${json}</script>`;
  return html.replace(HEAD_END, () => `    ${tag}\n  </head>`);
}

/**
 * The app's page with these modules named beside the app's own, for the page to fetch with the app
 * once it has been shown (PAGE_SCRIPT_META).
 */
export function withPageModules(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const tags = files.map(
    (file) => `    <meta name="${PAGE_SCRIPT_META.module}" content="${escapeHtml(file)}" />\n`,
  );
  return html.replace(HEAD_END, () => `${tags.join('')}  </head>`);
}

/**
 * The lead picture fetched at once, first among the page's pictures, rather than once the app has
 * loaded the story and drawn the player: it is what the visitor waits for.
 */
function preloadTag({ src, srcset, sizes }: LeadPicture): string {
  const source = srcset
    ? `imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"`
    : `href="${escapeHtml(src)}"`;
  return `<link rel="preload" as="image" ${source} fetchpriority="high" />`;
}
