import { createHmac } from 'node:crypto';
import type { IceServer } from '@passerelle/contract';

/**
 * TURN credentials by the coturn REST API convention (`use-auth-secret`): the username is
 * `<expiry unix seconds>:<user id>`, the password base64(HMAC-SHA1(secret, username)). The TURN
 * server checks them with the same secret and refuses them past the expiry; nothing is stored.
 */
export const turnCredential = (secret: string, userId: number, expiresAtS: number) => {
  const username = `${expiresAtS}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
};

export interface IceConfig {
  stunUrls: string[];
  turnUrls: string[];
  turnSecret: string | undefined;
  turnCredentialTtlS: number;
}

/** The ICE servers of one user's call, and when their TURN credentials stop working. */
export const iceServersFor = (
  config: IceConfig,
  userId: number,
  nowMs: number,
): { iceServers: IceServer[]; expiresAt: Date } => {
  const expiresAtS = Math.floor(nowMs / 1000) + config.turnCredentialTtlS;
  const iceServers: IceServer[] = [];
  if (config.stunUrls.length) iceServers.push({ urls: config.stunUrls });
  if (config.turnUrls.length && config.turnSecret)
    iceServers.push({ urls: config.turnUrls, ...turnCredential(config.turnSecret, userId, expiresAtS) });
  return { iceServers, expiresAt: new Date(expiresAtS * 1000) };
};
