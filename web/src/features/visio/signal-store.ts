import type { VisioSignalKind } from '@passerelle/contract';
import { onRealtimeEvent } from '../../lib/realtime-events.ts';

/** One signal from the other participant of a call, as the stream brings it (`visio.signal`). */
export interface IncomingSignal {
  roomId: number;
  fromId: number;
  kind: VisioSignalKind;
  data: string;
}

type Listener = (signal: IncomingSignal) => void;

/** A room's signals are kept this long, so a page that mounts late still hears them. */
const KEEP_MS = 2 * 60_000;
/** And at most this many per room (ICE candidates come in dozens). */
const KEEP_COUNT = 200;

const buffers = new Map<number, { at: number; signal: IncomingSignal }[]>();
const listeners = new Map<number, Set<Listener>>();
let listening: (() => void) | null = null;

const isSignal = (data: unknown): data is IncomingSignal => {
  const d = data as Partial<IncomingSignal> | null;
  return !!d && typeof d.roomId === 'number' && typeof d.data === 'string' && typeof d.kind === 'string';
};

const keep = (signal: IncomingSignal) => {
  const now = Date.now();
  const list = (buffers.get(signal.roomId) ?? []).filter((e) => now - e.at < KEEP_MS);
  list.push({ at: now, signal });
  buffers.set(signal.roomId, list.slice(-KEEP_COUNT));
};

/**
 * Hears the tab's `visio.signal` events from now on, whatever page shows (the shell starts it for
 * a signed-in user): the room page, mounted after the other side's first signals, replays them.
 */
export const listenForSignals = () => {
  listening ??= onRealtimeEvent('visio.signal', (data) => {
    if (!isSignal(data)) return;
    keep(data);
    for (const l of listeners.get(data.roomId) ?? []) l(data);
  });
};

/** Signals of this room: the recent ones first, then each as it comes, until the answer is called. */
export const subscribeSignals = (roomId: number, listener: Listener) => {
  listenForSignals();
  let set = listeners.get(roomId);
  if (!set) listeners.set(roomId, (set = new Set()));
  set.add(listener);
  const now = Date.now();
  for (const e of buffers.get(roomId) ?? []) if (now - e.at < KEEP_MS) listener(e.signal);
  return () => void set.delete(listener);
};

/** The call is over: its signals are of no use any more. */
export const forgetRoomSignals = (roomId: number) => void buffers.delete(roomId);
