import { type ComponentType, lazy, use } from 'react';
import type { MessageArea } from '../i18n/catalog.ts';
import { useLocale } from '../i18n/use-t.ts';

/**
 * A component as a chunk of its own, fetched the first time it is shown together with the message
 * areas it needs beyond the frame's, so it never shows a text's id. Both are fetched at once.
 */
export function lazyWithMessages<Props extends object>(
  areas: readonly MessageArea[],
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let chunk: Promise<{ default: ComponentType<Props> }> | undefined;
  const fetchChunk = () => {
    chunk ??= load().then((Component) => ({ default: Component }));
    return chunk;
  };
  const Chunk = lazy(fetchChunk);
  return function WithMessages(props: Props) {
    const messages = useLocale().loadAreas(areas);
    void fetchChunk();
    if (messages) use(messages);
    return <Chunk {...props} />;
  };
}
