import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launch } from './fixtures.ts';
import { exited, freePort, serverReady, startServer } from './server-child.ts';

/** An ICE server as `POST /visio/access-token` answers it. */
interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/**
 * Runs in the page (a string: this project has no DOM types): two peers that may only use relayed
 * candidates, the caller sending the fake camera; answers their states, the frames the receiver
 * decoded and the kinds of the caller's local candidates.
 */
const RELAY_CALL = `async ({ callerIce, receiverIce }) => {
  const caller = new RTCPeerConnection({ iceServers: callerIce, iceTransportPolicy: 'relay' });
  const receiver = new RTCPeerConnection({ iceServers: receiverIce, iceTransportPolicy: 'relay' });
  caller.onicecandidate = (e) => e.candidate && receiver.addIceCandidate(e.candidate);
  receiver.onicecandidate = (e) => e.candidate && caller.addIceCandidate(e.candidate);
  const camera = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  for (const track of camera.getTracks()) caller.addTrack(track, camera);
  await caller.setLocalDescription();
  await receiver.setRemoteDescription(caller.localDescription);
  await receiver.setLocalDescription();
  await caller.setRemoteDescription(receiver.localDescription);
  const until = Date.now() + 20000;
  let frames = 0;
  while (Date.now() < until) {
    (await receiver.getStats()).forEach((s) => {
      if (s.type === 'inbound-rtp' && s.kind === 'video') frames = s.framesDecoded || 0;
    });
    if (receiver.connectionState === 'connected' && frames > 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const kinds = [];
  (await caller.getStats()).forEach((s) => {
    if (s.type === 'local-candidate' && s.candidateType) kinds.push(s.candidateType);
  });
  return { caller: caller.connectionState, receiver: receiver.connectionState, frames, kinds };
}`;

/**
 * Issue 13 "TURN": Debian's coturn on loopback with the shared secret of the coturn REST
 * convention, a server configured with it, and two peers that may only use relayed candidates
 * (`iceTransportPolicy: 'relay'`) with the credentials `POST /visio/access-token` derived for each
 * participant. `.ci/run` installs coturn; without it (a developer's machine) this file is skipped.
 */
const hasCoturn = spawnSync('sh', ['-c', 'command -v turnserver'], { stdio: 'ignore' }).status === 0;
const SECRET = 'ci-turn-secret-b1c4';

describe.skipIf(!hasCoturn)('calls through a TURN relay (coturn)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-turn-'));
  let turn: ChildProcess;
  let server: ReturnType<typeof startServer>;
  let appUrl = '';

  beforeAll(async () => {
    const turnPort = await freePort();
    turn = spawn(
      'turnserver',
      [
        '-n',
        '--listening-ip=127.0.0.1',
        '--relay-ip=127.0.0.1',
        `--listening-port=${turnPort}`,
        '--min-port=49160',
        '--max-port=49400',
        '--use-auth-secret',
        `--static-auth-secret=${SECRET}`,
        '--realm=passerelle.test',
        '--no-tls',
        '--no-dtls',
        '--no-cli',
        // Both peers sit on this machine: their relayed addresses are loopback ones.
        '--allow-loopback-peers',
        '--log-file=stdout',
        '--simple-log',
      ],
      { stdio: 'ignore' },
    );
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    server = startServer(port, dataDir, {
      TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp`,
      TURN_SECRET: SECRET,
    });
    await serverReady(port, server.child);
  }, 120_000);

  afterAll(async () => {
    turn?.kill();
    server?.child.kill('SIGTERM');
    if (server) await exited(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = async (email: string) => {
    const res = await fetch(`${appUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const sub = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
    const call = async (method: string, url: string, body?: unknown) => {
      const r = await fetch(`${appUrl}/api${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await r.text();
      return { status: r.status, body: text ? JSON.parse(text) : null };
    };
    return { id: sub, call };
  };

  it('connects a call whose media may only go through the relay, with derived, expiring credentials', async () => {
    const nurse = await signIn('visitor@demo.test');
    const recruiter = await signIn('contact@demo.test');
    const fairs = (await nurse.call('GET', '/fairs?pagination=false')).body as {
      id: number;
      homepage: string;
    }[];
    const fair = fairs.find((f) => f.homepage === 'sante-quebec-2026')!.id;

    const created = await nurse.call('POST', `/visio/create-room/${recruiter.id}`, { fair, stand: null });
    expect(created.status).toBe(201);
    const room = created.body as { id: number; uniqid: string };
    expect((await nurse.call('PUT', `/visio/start-call/${room.id}`, {})).status).toBe(200);
    expect((await recruiter.call('PUT', `/visio_rooms/${room.id}`, { status: 'active' })).status).toBe(200);

    const iceOf = async (who: typeof nurse) => {
      const access = await who.call('POST', '/visio/access-token', { room: room.uniqid });
      expect(access.status).toBe(200);
      const servers = access.body.iceServers as IceServer[];
      const relay = servers.find((s) => s.urls.some((u) => u.startsWith('turn:')))!;
      // coturn REST: "<expiry>:<user id>", the credential an HMAC the browser cannot forge.
      const [expiry, user] = relay.username!.split(':');
      expect(Number(user)).toBe(who.id);
      expect(Number(expiry)).toBeGreaterThan(Date.now() / 1000);
      expect(relay.credential).not.toBe(SECRET);
      return servers;
    };
    const callerIce = await iceOf(nurse);
    const receiverIce = await iceOf(recruiter);

    const browser = await launch();
    try {
      const page = await browser.newPage();
      // A page of the app: a secure context (loopback), where the fake camera is allowed.
      await page.goto(`${appUrl}/signed-out`);
      const result = (await page.evaluate(
        `(${RELAY_CALL})(${JSON.stringify({ callerIce, receiverIce })})`,
      )) as { caller: string; receiver: string; frames: number; kinds: string[] };
      expect(result.caller).toBe('connected');
      expect(result.receiver).toBe('connected');
      expect(result.frames).toBeGreaterThan(0);
      expect(result.kinds.length).toBeGreaterThan(0);
      expect(new Set(result.kinds)).toEqual(new Set(['relay']));
    } finally {
      await browser.close();
    }
  }, 90_000);
});
