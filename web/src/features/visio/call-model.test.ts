import { describe, expect, it } from 'vitest';
import {
  AUDIO_ONLY_BITRATE,
  IDLE_MEDIA,
  LOW_BANDWIDTH_READINGS,
  joinActionOf,
  lowBandwidthRun,
  mediaChanges,
  parseMediaSignal,
  parseSessionSignal,
  phaseOf,
  qualityOf,
  readStats,
  ringSecondsLeft,
  shouldDropVideo,
} from './call-model.ts';
import { mediaProblemOf } from './local-media.ts';

const room = (status: string, mine: boolean, endedBy: number | null = null) =>
  ({ status, mine, endedBy }) as Parameters<typeof phaseOf>[0];

describe('phaseOf', () => {
  it('checks devices before joining, then rings for the caller or runs the call', () => {
    expect(phaseOf(room('created', true), 1, false)).toBe('prejoin');
    expect(phaseOf(room('ringing', true), 1, true)).toBe('ringing');
    // The receiver who opens the page of a ringing call answers from the check.
    expect(phaseOf(room('ringing', false), 2, true)).toBe('prejoin');
    expect(phaseOf(room('active', false), 2, false)).toBe('prejoin');
    expect(phaseOf(room('active', false), 2, true)).toBe('call');
  });

  it('tells who ended the call, and the missed and declined ones', () => {
    expect(phaseOf(room('ended', true, 1), 1, true)).toBe('ended-by-me');
    expect(phaseOf(room('ended', true, 2), 1, true)).toBe('ended-by-other');
    expect(phaseOf(room('missed', true), 1, true)).toBe('missed');
    expect(phaseOf(room('declined', false), 2, false)).toBe('declined');
  });
});

describe('joinActionOf', () => {
  it('calls, answers or joins', () => {
    expect(joinActionOf(room('created', true))).toBe('call');
    expect(joinActionOf(room('created', false))).toBeNull();
    expect(joinActionOf(room('ringing', false))).toBe('answer');
    expect(joinActionOf(room('ringing', true))).toBe('join');
    expect(joinActionOf(room('active', false))).toBe('join');
    expect(joinActionOf(room('ended', false))).toBeNull();
  });
});

describe('ringSecondsLeft', () => {
  it('counts down from the start of the ring, never below zero', () => {
    const start = '2026-05-01T10:00:00.000Z';
    const t0 = Date.parse(start);
    expect(ringSecondsLeft(start, t0, 30)).toBe(30);
    expect(ringSecondsLeft(start, t0 + 10_500, 30)).toBe(20);
    expect(ringSecondsLeft(start, t0 + 45_000, 30)).toBe(0);
    expect(ringSecondsLeft(null, t0, 30)).toBe(30);
  });
});

describe('qualityOf', () => {
  it('is good on a short, clean, wide link', () => {
    expect(qualityOf({ rttMs: 40, loss: 0, outBitrate: 2_000_000 })).toBe('good');
  });
  it('is fair with some delay, some loss or a narrow link', () => {
    expect(qualityOf({ rttMs: 200, loss: 0, outBitrate: 2_000_000 })).toBe('fair');
    expect(qualityOf({ rttMs: 40, loss: 0.03, outBitrate: 2_000_000 })).toBe('fair');
    expect(qualityOf({ rttMs: 40, loss: 0, outBitrate: 300_000 })).toBe('fair');
  });
  it('is poor with long delay, heavy loss or no room for video', () => {
    expect(qualityOf({ rttMs: 600, loss: 0, outBitrate: null })).toBe('poor');
    expect(qualityOf({ rttMs: null, loss: 0.12, outBitrate: null })).toBe('poor');
    expect(qualityOf({ rttMs: 40, loss: 0, outBitrate: AUDIO_ONLY_BITRATE - 1 })).toBe('poor');
  });
  it('is unknown before any measure', () => {
    expect(qualityOf({ rttMs: null, loss: null, outBitrate: null })).toBe('unknown');
  });
});

describe('the audio-only fallback', () => {
  it('drops the video after enough thin readings in a row, only while sending it', () => {
    const thin = { rttMs: 50, loss: 0, outBitrate: 80_000 };
    const wide = { rttMs: 50, loss: 0, outBitrate: 900_000 };
    let run = 0;
    for (let i = 0; i < LOW_BANDWIDTH_READINGS - 1; i += 1) run = lowBandwidthRun(run, thin);
    expect(shouldDropVideo(run, true)).toBe(false);
    run = lowBandwidthRun(run, thin);
    expect(shouldDropVideo(run, true)).toBe(true);
    expect(shouldDropVideo(run, false)).toBe(false);
    expect(lowBandwidthRun(run, wide)).toBe(0);
    // No estimate is not a thin link.
    expect(lowBandwidthRun(2, { rttMs: null, loss: null, outBitrate: null })).toBe(0);
  });
});

describe('readStats', () => {
  const report = (lost: number, received: number, frames: number) => [
    {
      type: 'candidate-pair',
      state: 'succeeded',
      nominated: true,
      currentRoundTripTime: 0.08,
      availableOutgoingBitrate: 1_200_000,
    },
    { type: 'candidate-pair', state: 'failed', nominated: false, currentRoundTripTime: 9 },
    {
      type: 'inbound-rtp',
      kind: 'video',
      packetsLost: lost,
      packetsReceived: received,
      framesDecoded: frames,
    },
    { type: 'inbound-rtp', kind: 'audio', packetsLost: 0, packetsReceived: 100 },
  ];
  it('reads the chosen pair, the loss since the previous reading and the frames decoded', () => {
    const first = readStats(report(0, 900, 30), null);
    expect(first.sample).toEqual({ rttMs: 80, loss: 0, outBitrate: 1_200_000 });
    expect(first.framesDecoded).toBe(30);
    const second = readStats(report(10, 1090, 60), first.totals);
    // 10 lost of the 10 + 190 + 0 new packets.
    expect(second.sample.loss).toBeCloseTo(10 / 200);
    expect(second.framesDecoded).toBe(60);
  });
  it('knows nothing before media flows', () => {
    expect(readStats([], null).sample).toEqual({ rttMs: null, loss: null, outBitrate: null });
  });
});

describe('media signals', () => {
  it('reads a hello or a state, and refuses anything else', () => {
    const m = parseMediaSignal(JSON.stringify({ type: 'hello', session: 's1', media: { muted: true } }));
    expect(m).toEqual({ type: 'hello', session: 's1', reply: false, media: { ...IDLE_MEDIA, muted: true } });
    expect(parseMediaSignal('not json')).toBeNull();
    expect(parseMediaSignal(JSON.stringify({ type: 'bye', session: 's1' }))).toBeNull();
    expect(parseMediaSignal(JSON.stringify({ type: 'state' }))).toBeNull();
  });
  it('reads a description or a candidate with its sessions', () => {
    expect(parseSessionSignal(JSON.stringify({ session: 'a', to: 'b', payload: { type: 'offer' } }))).toEqual(
      {
        session: 'a',
        to: 'b',
        payload: { type: 'offer' },
      },
    );
    expect(parseSessionSignal(JSON.stringify({ payload: 1 }))).toBeNull();
  });
  it('says what the other side changed', () => {
    expect(mediaChanges(null, { ...IDLE_MEDIA, muted: true })).toEqual(['remote.mutedNow']);
    expect(mediaChanges({ ...IDLE_MEDIA, cameraOff: true, screen: true }, IDLE_MEDIA)).toEqual([
      'remote.cameraOnNow',
      'remote.screenStopped',
    ]);
    expect(mediaChanges(IDLE_MEDIA, { ...IDLE_MEDIA, audioOnly: true, lowBandwidth: true })).toEqual([
      'remote.audioOnlyNow',
    ]);
  });
});

describe('mediaProblemOf', () => {
  it('explains the refusals of getUserMedia', () => {
    expect(mediaProblemOf({ name: 'NotAllowedError' })).toBe('denied');
    expect(mediaProblemOf({ name: 'NotFoundError' })).toBe('notFound');
    expect(mediaProblemOf({ name: 'NotReadableError' })).toBe('inUse');
    expect(mediaProblemOf(new Error('x'))).toBe('other');
  });
});
