import type { CSSProperties, ReactNode } from 'react';
import { fittedTextSize, PRINT_TYPE, type PrintPage } from '../../model/print-pages.ts';

/**
 * One trimmed page of the printed book, drawn as the print PDF draws it (print-pdf.ts). Every
 * length is a share of the page's width (CSS `cqw`), so a thumbnail is the same page, smaller.
 * Insets: the PDF's 0.375 in safe margin is 4.7% of the 8 in page, its panel padding 2.8%.
 */
export function BookPage({ page, lang }: { page: PrintPage; lang: string }) {
  return (
    <div className="@container relative aspect-square w-full overflow-hidden bg-cream-100" lang={lang}>
      {page.picture && (
        <img src={page.picture} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
      )}
      {page.kind === 'cover' ? <CoverWords page={page} /> : <SceneWords page={page} />}
    </div>
  );
}

const size = (cqw: number): CSSProperties => ({ fontSize: `${cqw}cqw` });

/** The cream panel the PDF sets words on over a picture, 90% opaque so they read on any art. */
function Panel({ children, at }: { children: ReactNode; at: 'top' | 'bottom' }) {
  return (
    <div
      className={`absolute inset-x-[4.7cqw] rounded-[3.1cqw] bg-cream-100/90 p-[2.8cqw] text-center ${
        at === 'top' ? 'top-[4.7cqw]' : 'bottom-[4.7cqw]'
      }`}
    >
      {children}
    </div>
  );
}

/** The PDF's soft wash behind a page without a picture, with its crescent moon. */
function Wash({ from, children, moonSize }: { from: string; children: ReactNode; moonSize: number }) {
  return (
    <div
      className={`absolute inset-0 flex flex-col items-center justify-center bg-linear-to-br ${from} to-peach-100 p-[7.5cqw] text-center`}
    >
      <Moon size={moonSize} />
      {children}
    </div>
  );
}

function Moon({ size: cqw }: { size: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="mb-[2cqw] fill-sunny-300"
      style={{ width: `${cqw}cqw` }}
    >
      <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
    </svg>
  );
}

function CoverWords({ page }: { page: Extract<PrintPage, { kind: 'cover' }> }) {
  const title = (
    <p
      className="font-display leading-tight font-bold text-grape-700"
      dir="auto"
      style={size(titleSize(page.title))}
    >
      {page.title}
    </p>
  );
  // The print's peach-600 name is a shade darker on screen, where small text needs the contrast.
  const badge = (
    <p
      className="mx-auto mt-[2.8cqw] w-fit rounded-full bg-peach-100 px-[4cqw] py-[0.9cqw] font-bold text-peach-700"
      dir="auto"
      style={size(3.1)}
    >
      ★ {page.child} ★
    </p>
  );
  if (page.picture) {
    return (
      <Panel at="top">
        {title}
        {badge}
      </Panel>
    );
  }
  return (
    <Wash from="from-grape-100" moonSize={14}>
      {title}
      {badge}
    </Wash>
  );
}

const titleSize = (title: string) =>
  fittedTextSize(title, PRINT_TYPE.title.sizes, PRINT_TYPE.title.maxHeight);

function SceneWords({ page }: { page: Extract<PrintPage, { kind: 'scene' }> }) {
  if (page.picture) {
    return (
      <Panel at="bottom">
        <Narration text={page.narration} type={PRINT_TYPE.words} className="text-ink" />
      </Panel>
    );
  }
  return (
    <Wash from="from-grape-50" moonSize={5}>
      <Narration text={page.narration} type={PRINT_TYPE.wordsAlone} className="text-grape-700" />
    </Wash>
  );
}

/** A scene's words, in the largest of the type's sizes that fits, as the PDF sets them. */
function Narration({
  text,
  type,
  className,
}: {
  text: string;
  type: (typeof PRINT_TYPE)['words' | 'wordsAlone'];
  className: string;
}) {
  return (
    <p
      className={`leading-snug ${className}`}
      dir="auto"
      style={size(fittedTextSize(text, type.sizes, type.maxHeight))}
    >
      {text}
    </p>
  );
}
