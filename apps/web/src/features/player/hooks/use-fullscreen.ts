import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Older Safari only knows the prefixed form. */
type PrefixedElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };
type PrefixedDocument = Document & {
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};

const fullscreenElement = (): Element | null => {
  const doc = document as PrefixedDocument;
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
};

/**
 * Fullscreen for one element. The state follows the browser's fullscreenchange event, so
 * leaving with Escape or the system gesture is noticed too; failures are only logged (product §8).
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setIsFullscreen(target.current !== null && fullscreenElement() === target.current);
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('webkitfullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('webkitfullscreenchange', onChange);
    };
  }, [target]);

  const toggle = useCallback(async () => {
    try {
      const doc = document as PrefixedDocument;
      if (fullscreenElement()) {
        await (doc.exitFullscreen ? doc.exitFullscreen() : doc.webkitExitFullscreen?.());
        return;
      }
      const element = target.current as PrefixedElement | null;
      if (!element) return;
      if (element.requestFullscreen) await element.requestFullscreen();
      else if (element.webkitRequestFullscreen) await element.webkitRequestFullscreen();
      else throw new Error('Fullscreen is not supported here');
    } catch (error) {
      console.warn('Could not change fullscreen mode.', error);
    }
  }, [target]);

  return { isFullscreen, toggle };
}
