import type { JobEvent } from '@storyloom/contract';
import { type ContractSchemas, contractSchemas } from '../../../lib/contract-schemas.ts';

type JobEventSchemas = ContractSchemas<'generation'>['jobEvents'];

type EventData<K extends JobEvent['event']> = Extract<JobEvent, { event: K }>['data'];

export interface JobEventHandlers {
  onProgress: (data: EventData<'progress'>) => void;
  onScene: (data: EventData<'scene'>) => void;
  /** A playable scene's sign video is made. */
  onSign: (data: EventData<'sign'>) => void;
  onDone: (data: EventData<'done'>) => void;
  /** The server reported that the story failed. */
  onError: (data: EventData<'error'>) => void;
  /** The stream broke before the story ended. */
  onConnectionLost: () => void;
}

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** The event's data, checked against its contract schema; null for anything else. */
function parse<T>(schema: Schema<T>, event: Event): T | null {
  if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return null;
  try {
    const result = schema.safeParse(JSON.parse(event.data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Follows a generation job's server-sent events (product §7); returns a function that stops listening. */
export function followJobEvents(eventsUrl: string, handlers: JobEventHandlers): () => void {
  const source = new EventSource(eventsUrl);
  // Loaded while the stream opens; each event waits for it in turn, so events keep their order.
  const schemas = contractSchemas.generation().then(({ jobEvents }) => jobEvents);
  let open = true;
  const close = () => {
    open = false;
    source.close();
  };
  /** Handles each event of `type` once the schemas are here, unless the stream was closed meanwhile. */
  const on = (type: string, handle: (event: Event, schemas: JobEventSchemas) => void) =>
    source.addEventListener(type, (event) => {
      void schemas.then(
        (loaded) => {
          if (open) handle(event, loaded);
        },
        () => {
          if (!open) return;
          close();
          handlers.onConnectionLost();
        },
      );
    });

  on('progress', (event, jobEvents) => {
    const data = parse(jobEvents.progress, event);
    if (data) handlers.onProgress(data);
  });
  on('scene', (event, jobEvents) => {
    const data = parse(jobEvents.scene, event);
    if (data) handlers.onScene(data);
  });
  on('sign', (event, jobEvents) => {
    const data = parse(jobEvents.sign, event);
    if (data) handlers.onSign(data);
  });
  on('done', (event, jobEvents) => {
    const data = parse(jobEvents.done, event);
    if (!data) return;
    close();
    handlers.onDone(data);
  });
  // The server's `error` event carries data; the browser's own connection error does not.
  on('error', (event, jobEvents) => {
    const data = parse(jobEvents.error, event);
    close();
    if (data) handlers.onError(data);
    else handlers.onConnectionLost();
  });

  return close;
}
