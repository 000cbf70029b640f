import type { VisioCallStatus, VisioRoom } from '@passerelle/contract';

/** Pure decisions of a call (no browser API here): what the screen shows, how the link is doing. */

// ---- The screen's phase -------------------------------------------------------------------------

/**
 * What the room page shows: the check before joining, the wait while it rings, the call, or how it
 * ended. `joined` is the viewer's own step (they pressed Call, Answer or Join on this page).
 */
export type CallPhase =
  'prejoin' | 'ringing' | 'call' | 'ended-by-me' | 'ended-by-other' | 'missed' | 'declined';

export const isOver = (status: VisioCallStatus) =>
  status === 'ended' || status === 'missed' || status === 'declined';

export const phaseOf = (
  room: Pick<VisioRoom, 'status' | 'endedBy' | 'mine'>,
  viewerId: number,
  joined: boolean,
): CallPhase => {
  switch (room.status) {
    case 'ended':
      return room.endedBy === viewerId ? 'ended-by-me' : 'ended-by-other';
    case 'missed':
      return 'missed';
    case 'declined':
      return 'declined';
    case 'ringing':
      // The caller who rang waits on the page; the receiver who came here answers from the check.
      return joined && room.mine ? 'ringing' : 'prejoin';
    case 'active':
      return joined ? 'call' : 'prejoin';
    default:
      return 'prejoin';
  }
};

/** What the check's main button does for this viewer and this room. */
export type JoinAction = 'call' | 'answer' | 'join' | null;

export const joinActionOf = (room: Pick<VisioRoom, 'status' | 'mine'>): JoinAction => {
  if (room.status === 'created') return room.mine ? 'call' : null;
  if (room.status === 'ringing') return room.mine ? 'join' : 'answer';
  if (room.status === 'active') return 'join';
  return null;
};

/** Seconds left before a ringing call counts as missed (0 when past). */
export const ringSecondsLeft = (startedAt: string | null, now: number, ringSeconds: number) => {
  if (!startedAt) return ringSeconds;
  const started = Date.parse(startedAt);
  if (Number.isNaN(started)) return ringSeconds;
  return Math.max(0, Math.ceil(ringSeconds - (now - started) / 1000));
};

// ---- Connection quality -------------------------------------------------------------------------

export type Quality = 'good' | 'fair' | 'poor' | 'unknown';

/** One reading of the link, from `getStats()` (see `readStats`). */
export interface LinkSample {
  /** Round trip of the chosen candidate pair, in ms. */
  rttMs: number | null;
  /** Share of the packets lost since the previous reading, 0..1. */
  loss: number | null;
  /** What the sender estimates it may send, in bit/s. */
  outBitrate: number | null;
}

/** Under this outgoing bitrate video does not hold (bit/s): the call goes audio only. */
export const AUDIO_ONLY_BITRATE = 150_000;
/** After this many readings in a row under AUDIO_ONLY_BITRATE. */
export const LOW_BANDWIDTH_READINGS = 3;

export const qualityOf = ({ rttMs, loss, outBitrate }: LinkSample): Quality => {
  if (rttMs === null && loss === null && outBitrate === null) return 'unknown';
  const r = rttMs ?? 0;
  const l = loss ?? 0;
  const b = outBitrate ?? Infinity;
  if (r > 400 || l > 0.08 || b < AUDIO_ONLY_BITRATE) return 'poor';
  if (r > 150 || l > 0.02 || b < 500_000) return 'fair';
  return 'good';
};

/** The readings in a row under the audio-only bitrate, this reading included. */
export const lowBandwidthRun = (previous: number, sample: LinkSample) =>
  sample.outBitrate !== null && sample.outBitrate < AUDIO_ONLY_BITRATE ? previous + 1 : 0;

/** Drop the video now: sending it, and the link too thin for long enough. */
export const shouldDropVideo = (run: number, sendingVideo: boolean) =>
  sendingVideo && run >= LOW_BANDWIDTH_READINGS;

/** The fields of RTCStats this reads (typed loosely: browsers differ). */
export interface StatLike {
  type: string;
  kind?: string;
  state?: string;
  nominated?: boolean;
  selected?: boolean;
  currentRoundTripTime?: number;
  roundTripTime?: number;
  availableOutgoingBitrate?: number;
  packetsLost?: number;
  packetsReceived?: number;
  framesDecoded?: number;
  fractionLost?: number;
}

export interface StatsTotals {
  lost: number;
  received: number;
}

/**
 * Reads a `getStats()` report: the link's sample (loss since `previous`), the totals for the next
 * reading, and the video frames decoded so far.
 */
export const readStats = (
  stats: Iterable<StatLike>,
  previous: StatsTotals | null,
): { sample: LinkSample; totals: StatsTotals; framesDecoded: number } => {
  let rttMs: number | null = null;
  let outBitrate: number | null = null;
  let lost = 0;
  let received = 0;
  let framesDecoded = 0;
  let remoteRtt: number | null = null;
  for (const s of stats) {
    if (s.type === 'candidate-pair' && (s.nominated || s.selected) && s.state === 'succeeded') {
      if (typeof s.currentRoundTripTime === 'number') rttMs = s.currentRoundTripTime * 1000;
      if (typeof s.availableOutgoingBitrate === 'number') outBitrate = s.availableOutgoingBitrate;
    } else if (s.type === 'inbound-rtp') {
      lost += Math.max(0, s.packetsLost ?? 0);
      received += s.packetsReceived ?? 0;
      if (s.kind === 'video') framesDecoded += s.framesDecoded ?? 0;
    } else if (s.type === 'remote-inbound-rtp' && typeof s.roundTripTime === 'number') {
      remoteRtt = s.roundTripTime * 1000;
    }
  }
  const dLost = lost - (previous?.lost ?? 0);
  const dReceived = received - (previous?.received ?? 0);
  const loss = dLost + dReceived > 0 ? Math.max(0, dLost) / (Math.max(0, dLost) + dReceived) : null;
  return {
    sample: { rttMs: rttMs ?? remoteRtt, loss, outBitrate },
    totals: { lost, received },
    framesDecoded,
  };
};

// ---- Media state carried by `media` signals -----------------------------------------------------

/** What one side tells the other of its media. */
export interface MediaState {
  muted: boolean;
  cameraOff: boolean;
  screen: boolean;
  audioOnly: boolean;
  /** Audio only because the link was too thin (not the person's choice). */
  lowBandwidth: boolean;
}

export const IDLE_MEDIA: MediaState = {
  muted: false,
  cameraOff: false,
  screen: false,
  audioOnly: false,
  lowBandwidth: false,
};

/**
 * A `media` signal: `hello` when a side joins (with the id of this joining, so a page reloaded
 * starts afresh), `state` when its media change; either way its media state.
 */
export interface MediaSignal {
  type: 'hello' | 'state';
  session: string;
  /** A `hello` answering one (never answered again). */
  reply?: boolean;
  media: MediaState;
}

/** The description or candidate of one joining (`session`), as offer/answer/candidate data. */
export interface SessionSignal {
  session: string;
  /** The sender's session it is meant for, once known. */
  to?: string;
  payload: unknown;
}

const bool = (v: unknown) => v === true;

export const parseMediaSignal = (data: string): MediaSignal | null => {
  try {
    const raw = JSON.parse(data) as Record<string, unknown>;
    if ((raw.type !== 'hello' && raw.type !== 'state') || typeof raw.session !== 'string') return null;
    const m = (raw.media ?? {}) as Record<string, unknown>;
    return {
      type: raw.type,
      session: raw.session,
      reply: bool(raw.reply),
      media: {
        muted: bool(m.muted),
        cameraOff: bool(m.cameraOff),
        screen: bool(m.screen),
        audioOnly: bool(m.audioOnly),
        lowBandwidth: bool(m.lowBandwidth),
      },
    };
  } catch {
    return null;
  }
};

export const parseSessionSignal = (data: string): SessionSignal | null => {
  try {
    const raw = JSON.parse(data) as Record<string, unknown>;
    if (typeof raw.session !== 'string' || !('payload' in raw)) return null;
    return {
      session: raw.session,
      ...(typeof raw.to === 'string' ? { to: raw.to } : {}),
      payload: raw.payload,
    };
  } catch {
    return null;
  }
};

/** What changed in the other side's media, as the words a screen reader is told (keys). */
export const mediaChanges = (before: MediaState | null, after: MediaState): string[] => {
  const b = before ?? IDLE_MEDIA;
  const out: string[] = [];
  if (!b.muted && after.muted) out.push('remote.mutedNow');
  if (b.muted && !after.muted) out.push('remote.unmutedNow');
  if (!b.cameraOff && after.cameraOff) out.push('remote.cameraOffNow');
  if (b.cameraOff && !after.cameraOff) out.push('remote.cameraOnNow');
  if (!b.screen && after.screen) out.push('remote.screenNow');
  if (b.screen && !after.screen) out.push('remote.screenStopped');
  if (!b.audioOnly && after.audioOnly) out.push('remote.audioOnlyNow');
  if (b.audioOnly && !after.audioOnly) out.push('remote.videoBack');
  return out;
};
