import { useEffect, useRef, type CSSProperties } from 'react';

/** A `<video>` showing a stream (srcObject is no attribute: set on the element). */
export function MediaVideo({
  stream,
  muted = false,
  mirrored = false,
  label,
  style,
  testId,
}: {
  stream: MediaStream | null;
  muted?: boolean;
  mirrored?: boolean;
  label: string;
  style?: CSSProperties;
  testId?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v || v.srcObject === stream) return;
    v.srcObject = stream;
    if (stream) void v.play().catch(() => undefined);
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
      style={{
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        background: 'var(--mantine-color-dark-7)',
        transform: mirrored ? 'scaleX(-1)' : undefined,
        ...style,
      }}
    />
  );
}
