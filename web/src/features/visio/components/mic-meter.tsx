import { useEffect, useState } from 'react';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How loud the microphone is now, 0..100, read with Web Audio (a few times a second). */
const useMicLevel = (stream: MediaStream | null) => {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const ctx = new AudioContext();
    const source = ctx.createMediaStreamSource(stream);
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(data);
      let sum = 0;
      for (const v of data) sum += ((v - 128) / 128) ** 2;
      const rms = Math.sqrt(sum / data.length);
      setLevel(Math.min(100, Math.round(rms * 300)));
    }, 120);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void ctx.close().catch(() => undefined);
    };
  }, [stream]);
  return level;
};

/** The microphone level meter of the check: does it hear you? */
export function MicMeter({ stream }: { stream: MediaStream | null }) {
  const { t } = useTranslation('visio');
  const level = useMicLevel(stream);
  return (
    <Stack gap={4}>
      <Text size="sm" id="visio-mic-level">
        {t('prejoin.level')}
      </Text>
      <Progress.Root size="lg" radius="xl" transitionDuration={100}>
        <Progress.Section
          value={level}
          color={level > 5 ? 'green.8' : 'gray.6'}
          aria-labelledby="visio-mic-level"
        />
      </Progress.Root>
    </Stack>
  );
}
