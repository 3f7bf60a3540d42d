import { type JobEvent, jobEvents } from '@storyloom/contract';

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
  let open = true;
  const close = () => {
    open = false;
    source.close();
  };

  source.addEventListener('progress', (event) => {
    const data = parse(jobEvents.progress, event);
    if (data) handlers.onProgress(data);
  });
  source.addEventListener('scene', (event) => {
    const data = parse(jobEvents.scene, event);
    if (data) handlers.onScene(data);
  });
  source.addEventListener('sign', (event) => {
    const data = parse(jobEvents.sign, event);
    if (data) handlers.onSign(data);
  });
  source.addEventListener('done', (event) => {
    const data = parse(jobEvents.done, event);
    if (!data) return;
    close();
    handlers.onDone(data);
  });
  // The server's `error` event carries data; the browser's own connection error does not.
  source.addEventListener('error', (event) => {
    if (!open) return;
    const data = parse(jobEvents.error, event);
    close();
    if (data) handlers.onError(data);
    else handlers.onConnectionLost();
  });

  return close;
}
