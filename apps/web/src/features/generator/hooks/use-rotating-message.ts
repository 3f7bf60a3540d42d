import { useEffect, useState } from 'react';

/**
 * Steps through `messages` every `intervalMs` while active, starting again from the first each
 * time, and whenever a different list (a new stage) is given.
 */
export function useRotatingMessage<Message extends string>(
  messages: readonly Message[],
  intervalMs: number,
  active: boolean,
): Message | undefined {
  const [rotation, setRotation] = useState({ messages, index: 0 });
  const index = rotation.messages === messages ? rotation.index : 0;

  useEffect(() => {
    setRotation({ messages, index: 0 });
    if (!active || messages.length < 2) return;
    const timer = setInterval(
      () => setRotation((current) => ({ messages, index: (current.index + 1) % messages.length })),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [active, intervalMs, messages]);

  return messages[index % messages.length];
}
