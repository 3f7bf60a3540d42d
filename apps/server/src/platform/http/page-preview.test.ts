import { describe, expect, it } from 'vitest';
import { type PagePreview, withFirstAnswer, withPreview } from './page-preview.ts';

const PAGE = '<html><head><title>Storyloom</title></head><body></body></html>';
const preview: PagePreview = {
  title: 'The Sea',
  description: 'A Storyloom story for Mia',
  image: 'https://example.com/data/b1/scene_1.png',
  leadPicture: null,
};
const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

describe('withPreview', () => {
  it('preloads the lead picture’s copies at the size the page shows them, first in its tags', () => {
    const html = withPreview(
      PAGE,
      {
        ...preview,
        leadPicture: {
          src: '/data/b1/scene_1.png',
          srcset: '/data/b1/scene_1-384.webp 384w, /data/b1/scene_1-640.webp 640w',
          sizes: '(min-width: 768px) 50vw, 75vw',
        },
      },
      'https://example.com/stories/play/b1',
    );
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="image" imagesrcset="/data/b1/scene_1-384.webp 384w, /data/b1/scene_1-640.webp 640w" imagesizes="(min-width: 768px) 50vw, 75vw" fetchpriority="high" />',
    ]);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('og:type'));
  });

  it('puts the lead picture’s preload right after the style sheet, before the fonts', () => {
    const page =
      '<html><head>\n    <script type="module" async src="/stories/assets/before-app.js"></script>\n' +
      '    <link rel="stylesheet" href="/stories/assets/index.css">\n' +
      '    <link rel="preload" as="font" href="/stories/assets/nunito.woff2">\n  </head><body></body></html>';
    const html = withPreview(
      page,
      { ...preview, leadPicture: { src: '/data/b1/scene_1.png', srcset: null, sizes: '75vw' } },
      'https://example.com/stories/play/b1',
    );
    const order = ['before-app.js', 'index.css', 'scene_1.png', 'nunito.woff2', 'og:type'].map((text) =>
      html.indexOf(text),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((at) => at >= 0)).toBe(true);
  });

  it('preloads a picture without copies by its one address', () => {
    const html = withPreview(
      PAGE,
      { ...preview, leadPicture: { src: '/data/b1/scene_1.png', srcset: null, sizes: '75vw' } },
      'https://example.com/stories/play/b1',
    );
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="image" href="/data/b1/scene_1.png" fetchpriority="high" />',
    ]);
  });

  it('escapes addresses that try to write their own markup', () => {
    const html = withPreview(
      PAGE,
      {
        ...preview,
        leadPicture: {
          src: '/data/"><script>alert(1)</script>.png',
          srcset: `/data/b1/a'"><script>.webp 384w`,
          sizes: '75vw" onload="alert(1)',
        },
      },
      'https://example.com/stories/play/b1',
    );
    expect(html).not.toContain('<script>');
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="image" imagesrcset="/data/b1/a&#39;&quot;&gt;&lt;script&gt;.webp 384w" imagesizes="75vw&quot; onload=&quot;alert(1)" fetchpriority="high" />',
    ]);
    const plain = withPreview(
      PAGE,
      { ...preview, leadPicture: { src: '/data/"><script>alert(1)</script>.png', srcset: null, sizes: '' } },
      'https://example.com/stories/play/b1',
    );
    expect(plain).not.toContain('<script>');
    expect(preloads(plain)).toEqual([
      '<link rel="preload" as="image" href="/data/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.png" fetchpriority="high" />',
    ]);
  });

  it('preloads nothing without a lead picture', () => {
    expect(preloads(withPreview(PAGE, preview, 'https://example.com/stories/play/b1'))).toEqual([]);
  });
});

describe('withFirstAnswer', () => {
  /** The answer as the app reads it: the script's path, time and JSON. */
  const firstAnswer = (html: string) => {
    const [, path, at, json] =
      html.match(
        /<script type="application\/json" id="first-answer" data-path="([^"]*)" data-at="(\d+)">(.*?)<\/script>/s,
      ) ?? [];
    return { path, at: Number(at), answer: json === undefined ? undefined : JSON.parse(json) };
  };

  it('puts the answer in the head as JSON that no text in it can close', () => {
    const answer = { title: '</script><script>alert(1)</script> <!-- “Mia” \u2028', scenes: [1, 2] };
    const html = withFirstAnswer(PAGE, '/v1/stories/bundle/b1', answer, 1_800_000_000_000);

    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.indexOf('id="first-answer"')).toBeLessThan(html.indexOf('</head>'));
    expect(firstAnswer(html)).toEqual({ path: '/v1/stories/bundle/b1', at: 1_800_000_000_000, answer });
  });

  it('escapes the path it names', () => {
    const html = withFirstAnswer(PAGE, '/v1/stories/list?limit=100&q="><script>', { ok: true });
    expect(html).not.toContain('<script>"');
    expect(html).toContain('data-path="/v1/stories/list?limit=100&amp;q=&quot;&gt;&lt;script&gt;"');
  });
});
