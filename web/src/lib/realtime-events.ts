import { useEffect, useRef } from 'react';

type Listener = (data: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

/** Hands a streamed event to the features listening for its name. */
export const emitRealtimeEvent = (name: string, data: unknown) => {
  for (const listener of listeners.get(name) ?? []) listener(data);
};

export const onRealtimeEvent = (name: string, listener: Listener) => {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
};

/**
 * Runs `handler` for each streamed event of that name while the component is mounted (a feature
 * refreshes what it shows: `notification.created` → the badge). The latest handler is used.
 */
export const useRealtimeEvent = (name: string, handler: Listener) => {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeEvent(name, (data) => latest.current(data)), [name]);
};
