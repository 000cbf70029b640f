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

// Topics beyond the user's own, asked for by what is on screen (a fair's presence, a booth's room):
// counted, so two components asking for the same topic keep it until both are gone.
const topicCounts = new Map<string, number>();
const topicListeners = new Set<() => void>();
let notifyQueued = false;
const notifyTopics = () => {
  // Mounting one screen and unmounting another in the same render make one change, not two.
  if (notifyQueued) return;
  notifyQueued = true;
  queueMicrotask(() => {
    notifyQueued = false;
    for (const listener of topicListeners) listener();
  });
};

/** The topics the screens follow now, oldest first. */
export const screenTopics = (): string[] => [...topicCounts.keys()];

export const onScreenTopicsChange = (listener: () => void) => {
  topicListeners.add(listener);
  return () => void topicListeners.delete(listener);
};

/** Follows these topics until the answer is called. */
export const followTopics = (topics: string[]) => {
  for (const t of topics) topicCounts.set(t, (topicCounts.get(t) ?? 0) + 1);
  notifyTopics();
  return () => {
    for (const t of topics) {
      const n = (topicCounts.get(t) ?? 1) - 1;
      if (n > 0) topicCounts.set(t, n);
      else topicCounts.delete(t);
    }
    notifyTopics();
  };
};

/** Follows these topics on the tab's stream while the component is mounted (none: nothing). */
export const useRealtimeTopics = (topics: string[]) => {
  const key = topics.join('\n');
  useEffect(() => (key ? followTopics(key.split('\n')) : undefined), [key]);
};
