import { useEffect, useState } from 'react';
import { savedStories } from '../../../lib/offline/saved-stories.ts';

/**
 * A saved story's cover as it was saved, for showing with no network and after its signed link
 * has expired: an address of the device's own copy, let go when the card goes.
 */
export function useSavedCover(bundleId: string, coverUrl: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!coverUrl) return;
    let objectUrl: string | null = null;
    let current = true;
    savedStories.file(bundleId, coverUrl).then(
      (blob) => {
        if (!blob || !current) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      },
      (error: unknown) => console.warn('Could not read the saved cover.', error),
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [bundleId, coverUrl]);
  return src;
}
