import { useCallback, useEffect, useRef, useState } from 'react';

/** Why the camera or the microphone could not be had, in the words the check shows. */
export type MediaProblem = 'denied' | 'notFound' | 'inUse' | 'insecure' | 'other';

/** getUserMedia's refusal as one of the problems the check explains. */
export const mediaProblemOf = (error: unknown): MediaProblem => {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return 'notFound';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'inUse';
  return 'other';
};

export interface LocalMedia {
  stream: MediaStream | null;
  pending: boolean;
  problem: MediaProblem | null;
  /** No camera could be had, the microphone could: the call will be audio only. */
  noCamera: boolean;
  microphones: MediaDeviceInfo[];
  cameras: MediaDeviceInfo[];
  microphoneId: string | null;
  cameraId: string | null;
  chooseMicrophone: (id: string) => void;
  chooseCamera: (id: string) => void;
  retry: () => void;
  /** Lets the camera and microphone go (the call is over). */
  release: () => void;
}

const constraint = (id: string | null): MediaTrackConstraints | boolean =>
  id ? { deviceId: { exact: id } } : true;

/**
 * The camera and microphone of this page, asked for while `active`: the chosen devices (the
 * first ones until one is chosen), the lists to choose from once permission is given, and why it
 * failed. Without a camera it falls back to the microphone alone.
 */
export const useLocalMedia = (active: boolean): LocalMedia => {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [noCamera, setNoCamera] = useState(false);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [microphoneId, setMicrophoneId] = useState<string | null>(null);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<MediaStream | null>(null);

  const stop = () => {
    current.current?.getTracks().forEach((t) => t.stop());
    current.current = null;
  };

  useEffect(() => {
    if (!active) {
      stop();
      setStream(null);
      return;
    }
    const md = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!md?.getUserMedia) {
      setProblem(window.isSecureContext ? 'other' : 'insecure');
      return;
    }
    let cancelled = false;
    setPending(true);
    const audio = constraint(microphoneId);
    const got = (s: MediaStream, withoutCamera: boolean) => {
      if (cancelled) {
        s.getTracks().forEach((t) => t.stop());
        return;
      }
      stop();
      current.current = s;
      setStream(s);
      setProblem(null);
      setNoCamera(withoutCamera);
      setPending(false);
      void md.enumerateDevices().then(
        (list) => !cancelled && setDevices(list),
        () => undefined,
      );
    };
    md.getUserMedia({ audio, video: constraint(cameraId) })
      .then((s) => got(s, false))
      .catch(async (e: unknown) => {
        // No camera (or it is busy): the microphone alone still makes a call.
        const p = mediaProblemOf(e);
        if (p === 'notFound' || p === 'inUse') {
          try {
            return got(await md.getUserMedia({ audio, video: false }), true);
          } catch {
            // Said below.
          }
        }
        if (cancelled) return;
        stop();
        setStream(null);
        setProblem(p);
        setPending(false);
      });
    return () => {
      cancelled = true;
    };
  }, [active, microphoneId, cameraId, attempt]);

  // The last stream goes when the page goes.
  useEffect(() => stop, []);

  const release = useCallback(() => {
    stop();
    setStream(null);
  }, []);

  return {
    stream,
    pending,
    problem,
    noCamera,
    microphones: devices.filter((d) => d.kind === 'audioinput' && d.deviceId),
    cameras: devices.filter((d) => d.kind === 'videoinput' && d.deviceId),
    microphoneId: microphoneId ?? stream?.getAudioTracks()[0]?.getSettings().deviceId ?? null,
    cameraId: cameraId ?? stream?.getVideoTracks()[0]?.getSettings().deviceId ?? null,
    chooseMicrophone: setMicrophoneId,
    chooseCamera: setCameraId,
    retry: () => setAttempt((n) => n + 1),
    release,
  };
};
