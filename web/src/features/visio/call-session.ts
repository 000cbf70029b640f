import type { VisioSignalKind } from '@passerelle/contract';
import {
  IDLE_MEDIA,
  lowBandwidthRun,
  parseMediaSignal,
  parseSessionSignal,
  qualityOf,
  readStats,
  shouldDropVideo,
  type LinkSample,
  type MediaSignal,
  type MediaState,
  type Quality,
  type StatLike,
  type StatsTotals,
} from './call-model.ts';
import type { IncomingSignal } from './signal-store.ts';

/** How often the link is measured (getStats). */
const STATS_MS = 2000;

export interface CallSnapshot {
  connection: RTCPeerConnectionState;
  /** The other side's media as it arrives (null before any track). */
  remoteStream: MediaStream | null;
  /** The other side's state, once they said hello. */
  remote: MediaState | null;
  local: MediaState;
  /** What the self view shows: the camera, or the screen being shared. */
  selfView: MediaStream | null;
  quality: Quality;
  sample: LinkSample | null;
  framesDecoded: number;
  peerPresent: boolean;
}

export interface CallSessionOptions {
  /** The receiver is polite (yields on an offer collision), the caller impolite (MDN perfect negotiation). */
  polite: boolean;
  iceServers: RTCIceServer[];
  /** Camera and microphone, as the check before joining got them (owned by the page). */
  local: MediaStream;
  /** Starts audio only (no camera, or chosen so before joining). */
  audioOnly?: boolean;
  muted?: boolean;
  cameraOff?: boolean;
  send: (kind: VisioSignalKind, data: string) => Promise<void>;
  subscribe: (listener: (signal: IncomingSignal) => void) => () => void;
  onChange: (snapshot: CallSnapshot) => void;
}

const newSessionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One side of a 1:1 call: one RTCPeerConnection, signalled through the api (up by POST, down on
 * the stream). Each side says hello (a `media` signal) once it has joined; the caller makes the
 * offer when it hears the other's hello, so nothing is offered to a page not yet listening. The
 * camera, the screen and "audio only" swap the video sender's track: no renegotiation after the
 * first one. The link is measured every 2 s; a link too thin for video drops it (audio only), and
 * the other side is told.
 */
export class CallSession {
  readonly session = newSessionId();
  private pc!: RTCPeerConnection;
  private peerSession: string | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private tracksAttached = false;
  private audioSender: RTCRtpSender | null = null;
  private videoSender: RTCRtpSender | null = null;
  private screenTrack: MediaStreamTrack | null = null;
  private queue: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private totals: StatsTotals | null = null;
  private lowRun = 0;
  private closed = false;
  private snap: CallSnapshot;

  constructor(private readonly o: CallSessionOptions) {
    const hasVideo = o.local.getVideoTracks().length > 0;
    this.snap = {
      connection: 'new',
      remoteStream: null,
      remote: null,
      local: {
        ...IDLE_MEDIA,
        muted: !!o.muted,
        cameraOff: !!o.cameraOff,
        audioOnly: !!o.audioOnly || !hasVideo,
      },
      selfView: hasVideo ? new MediaStream(o.local.getVideoTracks()) : null,
      quality: 'unknown',
      sample: null,
      framesDecoded: 0,
      peerPresent: false,
    };
    this.applyLocalTracks();
    this.createPeer();
  }

  get snapshot() {
    return this.snap;
  }

  /** Joins: listens to the other side (the recent signals first) and says hello. */
  join() {
    this.unsubscribe = this.o.subscribe((signal) => {
      this.queue = this.queue.then(() => this.handle(signal)).catch(() => undefined);
    });
    this.sayHello(false);
    this.timer = setInterval(() => void this.measure(), STATS_MS);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    this.screenTrack?.stop();
    this.pc.close();
  }

  /** The raw stats (the e2e hook, and the quality loop). */
  getStats() {
    return this.pc.getStats();
  }

  /** What goes out now, by track label (the e2e hook: the chosen camera, the screen, nothing). */
  get sending(): { audio: string | null; video: string | null } {
    return { audio: this.audioSender?.track?.label ?? null, video: this.videoSender?.track?.label ?? null };
  }

  // ---- Controls --------------------------------------------------------------------------------

  setMuted(muted: boolean) {
    for (const t of this.o.local.getAudioTracks()) t.enabled = !muted;
    this.update({ local: { ...this.snap.local, muted } }, true);
  }

  setCameraOff(cameraOff: boolean) {
    for (const t of this.o.local.getVideoTracks()) t.enabled = !cameraOff;
    this.update({ local: { ...this.snap.local, cameraOff } }, true);
  }

  /** Audio only: the video sender stops (`lowBandwidth` when the link decided, not the person). */
  async setAudioOnly(audioOnly: boolean, lowBandwidth = false) {
    this.lowRun = 0;
    this.update({ local: { ...this.snap.local, audioOnly, lowBandwidth: audioOnly && lowBandwidth } }, true);
    await this.videoSender?.replaceTrack(this.outgoingVideo()).catch(() => undefined);
  }

  get canShareScreen() {
    return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getDisplayMedia;
  }

  async startScreenShare() {
    const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    const track = stream.getVideoTracks()[0];
    if (!track) return;
    this.screenTrack?.stop();
    this.screenTrack = track;
    track.onended = () => void this.stopScreenShare();
    this.update({ local: { ...this.snap.local, screen: true }, selfView: new MediaStream([track]) }, true);
    await this.videoSender?.replaceTrack(this.outgoingVideo()).catch(() => undefined);
  }

  async stopScreenShare() {
    this.screenTrack?.stop();
    this.screenTrack = null;
    const camera = this.o.local.getVideoTracks();
    this.update(
      {
        local: { ...this.snap.local, screen: false },
        selfView: camera.length ? new MediaStream(camera) : null,
      },
      true,
    );
    await this.videoSender?.replaceTrack(this.outgoingVideo()).catch(() => undefined);
  }

  // ---- Internals -------------------------------------------------------------------------------

  private applyLocalTracks() {
    for (const t of this.o.local.getAudioTracks()) t.enabled = !this.snap.local.muted;
    for (const t of this.o.local.getVideoTracks()) t.enabled = !this.snap.local.cameraOff;
  }

  /** What the video sender sends: nothing audio only, else the screen or the camera. */
  private outgoingVideo(): MediaStreamTrack | null {
    if (this.snap.local.audioOnly) return null;
    return this.screenTrack ?? this.o.local.getVideoTracks()[0] ?? null;
  }

  private update(patch: Partial<CallSnapshot>, tell = false) {
    if (this.closed) return;
    this.snap = { ...this.snap, ...patch };
    this.o.onChange(this.snap);
    if (tell) this.sendMedia('state');
  }

  private sendMedia(type: MediaSignal['type'], reply = false) {
    const signal: MediaSignal = {
      type,
      session: this.session,
      media: this.snap.local,
      ...(reply ? { reply } : {}),
    };
    this.o.send('media', JSON.stringify(signal)).catch(() => undefined);
  }

  private sayHello(reply: boolean) {
    this.sendMedia('hello', reply);
  }

  private sendSession(kind: 'offer' | 'answer' | 'candidate', payload: unknown) {
    const data = JSON.stringify({ session: this.session, to: this.peerSession ?? undefined, payload });
    this.o.send(kind, data).catch(() => undefined);
  }

  private createPeer() {
    const pc = new RTCPeerConnection({ iceServers: this.o.iceServers });
    this.pc = pc;
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.tracksAttached = false;
    this.audioSender = null;
    this.videoSender = null;
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription)
          this.sendSession(pc.localDescription.type === 'offer' ? 'offer' : 'answer', pc.localDescription);
      } catch {
        // A newer negotiation took over.
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.sendSession('candidate', candidate.toJSON());
    };
    pc.ontrack = ({ track }) => {
      const tracks = [
        ...(this.snap.remoteStream?.getTracks() ?? []).filter((t) => t.kind !== track.kind),
        track,
      ];
      this.update({ remoteStream: new MediaStream(tracks) });
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc) return;
      this.update({ connection: pc.connectionState });
      // Measured at once on connecting: the quality reads "en attente" until the first reading.
      if (pc.connectionState === 'connected') void this.measure();
      // The caller restarts ICE when the path broke (a network change): the offer carries it.
      if (pc.connectionState === 'failed' && !this.o.polite) pc.restartIce();
    };
    this.update({ connection: pc.connectionState, remoteStream: null });
  }

  /** Puts the microphone and the video on the connection (once per connection). */
  private async attachTracks(offering: boolean) {
    if (this.tracksAttached) return;
    this.tracksAttached = true;
    const audio = this.o.local.getAudioTracks()[0] ?? null;
    const video = this.outgoingVideo();
    if (offering) {
      this.audioSender = this.pc.addTransceiver(audio ?? 'audio', {
        direction: 'sendrecv',
        streams: [this.o.local],
      }).sender;
      this.videoSender = this.pc.addTransceiver(video ?? 'video', {
        direction: 'sendrecv',
        streams: [this.o.local],
      }).sender;
      return;
    }
    // Answering: the offer's transceivers carry our tracks back.
    for (const tx of this.pc.getTransceivers()) {
      const kind = tx.receiver.track.kind;
      if (kind === 'audio' && !this.audioSender) {
        this.audioSender = tx.sender;
        tx.direction = 'sendrecv';
        await tx.sender.replaceTrack(audio);
      } else if (kind === 'video' && !this.videoSender) {
        this.videoSender = tx.sender;
        tx.direction = 'sendrecv';
        await tx.sender.replaceTrack(video);
      }
      tx.sender.setStreams?.(this.o.local);
    }
  }

  /** A new joining of the other side (a reloaded page): the connection starts afresh. */
  private restartFor(session: string) {
    const hadPeer = this.peerSession !== null && this.peerSession !== session && this.tracksAttached;
    this.peerSession = session;
    if (hadPeer) {
      this.pc.close();
      this.createPeer();
    }
  }

  private async handle(signal: IncomingSignal) {
    if (this.closed) return;
    if (signal.kind === 'media') {
      const m = parseMediaSignal(signal.data);
      if (!m || m.session === this.session) return;
      if (m.type === 'hello') {
        const fresh = m.session !== this.peerSession;
        if (fresh) this.restartFor(m.session);
        if (!m.reply && fresh) this.sayHello(true);
        this.update({ peerPresent: true, remote: m.media });
        // The caller offers once the other side listens.
        if (!this.o.polite) await this.attachTracks(true);
        return;
      }
      if (m.session === this.peerSession) this.update({ remote: m.media });
      return;
    }
    const s = parseSessionSignal(signal.data);
    if (!s || s.session === this.session) return;
    if (s.to && s.to !== this.session) return; // meant for an earlier joining of ours
    if (s.session !== this.peerSession) {
      if (signal.kind !== 'offer') return; // from an earlier joining of theirs
      this.restartFor(s.session);
      this.update({ peerPresent: true });
    }
    const pc = this.pc;
    if (signal.kind === 'candidate') {
      try {
        await pc.addIceCandidate(s.payload as RTCIceCandidateInit);
      } catch (e) {
        if (!this.ignoreOffer) throw e;
      }
      return;
    }
    const description = s.payload as RTCSessionDescriptionInit;
    const collision = description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
    this.ignoreOffer = !this.o.polite && collision;
    if (this.ignoreOffer) return;
    await pc.setRemoteDescription(description);
    if (description.type === 'offer') {
      await this.attachTracks(false);
      await pc.setLocalDescription();
      if (pc.localDescription) this.sendSession('answer', pc.localDescription);
    }
  }

  private async measure() {
    if (this.closed || this.pc.connectionState !== 'connected') return;
    const report = (await this.pc.getStats()) as unknown as Map<string, StatLike>;
    const { sample, totals, framesDecoded } = readStats(report.values(), this.totals);
    this.totals = totals;
    this.lowRun = lowBandwidthRun(this.lowRun, sample);
    this.update({ sample, quality: qualityOf(sample), framesDecoded });
    const sendingVideo = !this.snap.local.audioOnly && this.outgoingVideo() !== null;
    if (shouldDropVideo(this.lowRun, sendingVideo)) await this.setAudioOnly(true, true);
  }
}
