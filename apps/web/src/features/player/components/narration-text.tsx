import { useLayoutEffect, useRef, useState } from 'react';
import type { NarrationSegment } from '../model/narration-timeline.ts';

interface NarrationTextProps {
  segments: readonly NarrationSegment[];
  /** The word being spoken; earlier words are dimmed, -1 before the first word. */
  wordIndex: number;
  dir: 'ltr' | 'rtl';
  lang: string;
  className?: string;
  /** Told of the word element each time a new word is highlighted (the page follows it). */
  onWordShown?: (word: HTMLElement) => void;
}

interface PillBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The narration, word by word, with a soft highlight that glides to the word being spoken. */
export function NarrationText({
  segments,
  wordIndex,
  dir,
  lang,
  className = '',
  onWordShown,
}: NarrationTextProps) {
  const container = useRef<HTMLParagraphElement>(null);
  const [pill, setPill] = useState<PillBox | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new words move the highlighted one, so measure again.
  useLayoutEffect(() => {
    const word = container.current?.querySelector<HTMLElement>(`[data-word-index="${wordIndex}"]`);
    if (!word) {
      setPill(null);
      return;
    }
    const measure = () =>
      setPill({ x: word.offsetLeft, y: word.offsetTop, width: word.offsetWidth, height: word.offsetHeight });
    measure();
    onWordShown?.(word);
    if (typeof ResizeObserver === 'undefined' || !container.current) return;
    // Text re-wraps when the page resizes or goes fullscreen: follow the word.
    const observer = new ResizeObserver(measure);
    observer.observe(container.current);
    return () => observer.disconnect();
  }, [wordIndex, segments]);

  let lastWord: number | null = null;
  return (
    <p
      ref={container}
      dir={dir}
      lang={lang}
      data-testid="narration"
      className={`relative font-display text-[1.65rem] leading-[1.65] font-medium text-ink sm:text-3xl sm:leading-[1.6] ${className}`}
    >
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute top-0 left-0 rounded-xl bg-sunny-200 shadow-[0_2px_0_0_var(--color-sunny-300)] motion-safe:transition-[transform,width,height,opacity] motion-safe:duration-200 motion-safe:ease-out ${
          pill ? 'opacity-100' : 'opacity-0'
        }`}
        style={
          pill
            ? {
                transform: `translate(${pill.x - 7}px, ${pill.y + 1}px)`,
                width: pill.width + 14,
                height: pill.height - 2,
              }
            : undefined
        }
      />
      {segments.map((segment) => {
        if (segment.word === null) {
          // Punctuation fades with the word before it (an opening quote with the first word).
          const spoken = (lastWord ?? 0) < wordIndex;
          return (
            <span key={segment.start} className={spoken ? 'text-[#7d6e92]' : undefined}>
              {segment.text}
            </span>
          );
        }
        lastWord = segment.word;
        const current = segment.word === wordIndex;
        const spoken = segment.word < wordIndex;
        return (
          <span
            key={segment.start}
            data-word-index={segment.word}
            data-current={current ? 'true' : undefined}
            data-spoken={spoken ? 'true' : undefined}
            className={`relative transition-colors duration-200 ${
              current ? 'text-grape-800' : spoken ? 'text-[#7d6e92]' : 'text-ink'
            }`}
          >
            {segment.text}
          </span>
        );
      })}
    </p>
  );
}
