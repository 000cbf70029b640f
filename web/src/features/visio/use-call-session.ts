import { useEffect, useRef, useState } from 'react';
import type { VisioAccess } from '@passerelle/contract';
import { readStats, type StatLike } from './call-model.ts';
import { CallSession, type CallSnapshot } from './call-session.ts';
import { subscribeSignals } from './signal-store.ts';
import { sendSignal } from './visio.queries.ts';

declare global {
  interface Window {
    /** The running call, for the journeys (e2e): its connection, video frames decoded, what it sends. */
    __passerelleCall?: {
      getStats: () => Promise<{
        connectionState: string;
        framesDecoded: number;
        sending: { audio: string | null; video: string | null };
      }>;
    };
  }
}

/**
 * The call of this page while `running`: built once the viewer joined with their media, closed
 * when it stops (hang up, the call ended, the page left).
 */
export const useCallSession = (
  access: VisioAccess,
  local: MediaStream | null,
  running: boolean,
  options: { polite: boolean },
) => {
  const [snapshot, setSnapshot] = useState<CallSnapshot | null>(null);
  const sessionRef = useRef<CallSession | null>(null);
  const roomId = access.room.id;
  const { polite } = options;
  useEffect(() => {
    if (!running || !local) return;
    const session = new CallSession({
      polite,
      iceServers: access.iceServers,
      local,
      send: (kind, data) => sendSignal(roomId, kind, data),
      subscribe: (listener) => subscribeSignals(roomId, listener),
      onChange: setSnapshot,
    });
    sessionRef.current = session;
    setSnapshot(session.snapshot);
    session.join();
    window.__passerelleCall = {
      getStats: async () => {
        const report = (await session.getStats()) as unknown as Map<string, StatLike>;
        return {
          connectionState: session.snapshot.connection,
          framesDecoded: readStats(report.values(), null).framesDecoded,
          sending: session.sending,
        };
      },
    };
    return () => {
      session.close();
      sessionRef.current = null;
      delete window.__passerelleCall;
      setSnapshot(null);
    };
  }, [running, local, polite, roomId, access.iceServers]);
  return { snapshot, session: sessionRef };
};
