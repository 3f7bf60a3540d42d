import { type ComponentType, lazy, use, useState } from 'react';
import type { MessageArea } from '../i18n/catalog.ts';
import { useLocale } from '../i18n/use-t.ts';

/** A component fetched as a chunk of its own, which can be fetched before it is first shown. */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Fetches the chunk now; once it is here, the component is shown at once, not after a suspense. */
  preload(): Promise<unknown>;
};

/**
 * A component as a chunk of its own, fetched the first time it is shown together with the message
 * areas it needs beyond the frame's, so it never shows a text's id. Both are fetched at once.
 */
export function lazyWithMessages<Props extends object>(
  areas: readonly MessageArea[],
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  let chunk: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const fetchChunk = () => {
    chunk ??= load().then((Component) => {
      loaded = Component;
      return { default: Component };
    });
    return chunk;
  };
  const Chunk = lazy(fetchChunk);
  function WithMessages(props: Props) {
    // Fixed when first shown: a chunk already here is drawn straight away, and the same way after.
    const [Loaded] = useState(() => loaded);
    const messages = useLocale().loadAreas(areas);
    void fetchChunk();
    if (messages) use(messages);
    return Loaded ? <Loaded {...props} /> : <Chunk {...props} />;
  }
  return Object.assign(WithMessages, { preload: fetchChunk });
}
