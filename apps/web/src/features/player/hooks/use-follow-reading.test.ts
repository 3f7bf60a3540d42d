import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToKeepClear, useFollowReading } from './use-follow-reading.ts';

// A phone: a 72 px header, and the controls floating from 690 px down.
const band = { top: 80, bottom: 682 };

describe('scrollToKeepClear', () => {
  it('leaves the page alone while the word is readable', () => {
    expect(scrollToKeepClear({ top: 300, bottom: 340 }, band)).toBe(0);
    expect(scrollToKeepClear({ top: 80, bottom: 682 }, band)).toBe(0);
  });

  it('scrolls a word about to go behind the controls up into the upper part of the band', () => {
    const by = scrollToKeepClear({ top: 660, bottom: 700 }, band);
    expect(by).toBeGreaterThan(0);
    expect(660 - by).toBe(Math.round(80 + 602 * 0.3));
  });

  it('scrolls back up to a word hidden under the header', () => {
    expect(scrollToKeepClear({ top: 20, bottom: 60 }, band)).toBeLessThan(0);
  });
});

/** An element whose box on screen is the given one. */
function placed(top: number, bottom: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
  element.scrollBy = vi.fn() as HTMLElement['scrollBy'];
  element.scrollTo = vi.fn() as HTMLElement['scrollTo'];
  return element;
}

describe('useFollowReading in fullscreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls the narration’s own page, never the window, to keep the word in it', () => {
    const windowScroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    // The text page under the picture, from 500 px to 690 px down a phone's screen.
    const textPage = placed(500, 690);
    const { result } = renderHook(() =>
      useFollowReading({
        controls: { current: placed(700, 844) },
        book: { current: placed(80, 690) },
        sceneIndex: 0,
        scrollArea: { current: textPage },
        enabled: true,
        finished: false,
      }),
    );
    expect(textPage.scrollTo).toHaveBeenCalledWith({ top: 0 });

    result.current(placed(560, 592));
    expect(textPage.scrollBy).not.toHaveBeenCalled();

    result.current(placed(690, 722));
    expect(textPage.scrollBy).toHaveBeenCalledWith({
      top: Math.round(690 - (508 + 174 * 0.3)),
      behavior: 'smooth',
    });
    expect(windowScroll).not.toHaveBeenCalled();
  });
});
