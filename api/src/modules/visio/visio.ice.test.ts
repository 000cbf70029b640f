import { describe, expect, it } from 'vitest';
import { iceServersFor, turnCredential } from './visio.ice.ts';

describe('TURN credentials (coturn REST convention)', () => {
  it('matches a vector computed apart', () => {
    // printf '%s' '1767225600:42' | openssl dgst -sha1 -hmac 'north-wind-secret' -binary | base64
    expect(turnCredential('north-wind-secret', 42, 1_767_225_600)).toEqual({
      username: '1767225600:42',
      credential: 'Ez8DGw7vW46X9avi9j924bmih+s=',
    });
  });

  it('builds the ICE servers from the configuration', () => {
    const now = Date.UTC(2026, 0, 1); // 1767225600 s
    const none = iceServersFor(
      { stunUrls: [], turnUrls: [], turnSecret: undefined, turnCredentialTtlS: 3600 },
      1,
      now,
    );
    expect(none.iceServers).toEqual([]);
    const full = iceServersFor(
      {
        stunUrls: ['stun:stun.example.org:3478'],
        turnUrls: ['turn:turn.example.org:3478', 'turns:turn.example.org:5349'],
        turnSecret: 'north-wind-secret',
        turnCredentialTtlS: 0,
      },
      42,
      now,
    );
    expect(full.iceServers).toEqual([
      { urls: ['stun:stun.example.org:3478'] },
      {
        urls: ['turn:turn.example.org:3478', 'turns:turn.example.org:5349'],
        username: '1767225600:42',
        credential: 'Ez8DGw7vW46X9avi9j924bmih+s=',
      },
    ]);
    expect(full.expiresAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
