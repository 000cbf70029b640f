/**
 * A soft two-note ring while a call rings (Web Audio, nothing to download). Browsers may refuse
 * sound before the page was touched: then it stays silent, the dialog still shows.
 */
export const startRingtone = (): (() => void) => {
  const Ctx =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctx) return () => undefined;
  let ctx: AudioContext;
  try {
    ctx = new Ctx();
  } catch {
    return () => undefined;
  }
  const ring = () => {
    if (ctx.state !== 'running') return;
    const now = ctx.currentTime;
    for (const [i, freq] of [660, 880].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0, now + i * 0.25);
      gain.gain.linearRampToValueAtTime(0.08, now + i * 0.25 + 0.03);
      gain.gain.linearRampToValueAtTime(0, now + i * 0.25 + 0.22);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + i * 0.25);
      osc.stop(now + i * 0.25 + 0.25);
    }
  };
  void ctx.resume().then(ring, () => undefined);
  const timer = setInterval(ring, 2000);
  return () => {
    clearInterval(timer);
    void ctx.close().catch(() => undefined);
  };
};
