import { z } from 'zod';
import net from 'node:net';
import path from 'node:path';
import { MEDIA_MAX_KB, type MediaKind } from '@passerelle/contract';

const bool = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const int = (def: number) => z.coerce.number().int().min(0).default(def);
const MB = 1024 * 1024;

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`), as proxy-addr accepts them. */
const isAddressOrRange = (v: string) => {
  const [address = '', bits, ...rest] = v.split('/');
  const kind = net.isIP(address);
  if (!kind || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (kind === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: how many proxies stand in front (`1`: the load balancer's own entry in
 * X-Forwarded-For is the client), or the proxies' addresses/ranges, comma-separated. Never
 * "trust every hop": a client could then pick its address by forging the left-most entry.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): number | string[] | false => {
    const value = (v ?? '').trim();
    if (value === '' || value === '0' || value === 'false') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length && list.every(isAddressOrRange)) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY: a number of proxy hops, or proxy addresses/CIDR ranges separated by commas',
    });
    return z.NEVER;
  });

/** Every environment variable the server reads (the README's configuration table mirrors this). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  ALLOW_EMBEDDED_DB: bool,
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_ISSUER: z.string().default('passerelle'),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: trustProxy,
  CORS_ORIGINS: z.string().default(''),
  CAPTCHA_PROVIDER: z.enum(['none', 'recaptcha', 'altcha']).default('none'),
  CAPTCHA_SITE_KEY: z.string().optional(),
  CAPTCHA_SECRET: z.string().optional(),
  CAPTCHA_VERSION: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(2), z.literal(3)]))
    .default(3),
  CAPTCHA_ENTERPRISE: bool,
  CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  CAPTCHA_VERIFY_URL: z.string().url().optional(),
  CAPTCHA_ENTERPRISE_PROJECT: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Passerelle <no-reply@passerelle.localhost>'),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Throttles (architecture §9.6): failed logins per address and per account. The account
  // ceiling stays below the address one so one person's typos never lock out a whole hospital.
  LOGIN_MAX_PER_IP: int(25),
  LOGIN_IP_WINDOW_S: int(300),
  LOGIN_MAX_PER_ACCOUNT: int(10),
  LOGIN_ACCOUNT_WINDOW_S: int(900),
  // Self-service registrations per address and hour (anti-automation; a hospital shares one address).
  REGISTER_MAX_PER_IP: int(20),
  REGISTER_IP_WINDOW_S: int(3600),
  // Password and login e-mail changes per signed-in user (each one checks the current password).
  ACCOUNT_CHANGES_MAX_PER_USER: int(10),
  ACCOUNT_CHANGES_WINDOW_S: int(900),
  API_MAX_PER_IP: int(3000),
  API_IP_WINDOW_S: int(300),
  // Invitation mails (account creation, user import) per sender and window: 429 beyond.
  INVITATIONS_MAX_PER_SENDER: int(200),
  INVITATIONS_WINDOW_S: int(3600),
  // A refresh token presented again within this many seconds, while its child is still the newest
  // token of the family, gets a sibling (two tabs refreshing at once) instead of revoking the family.
  REFRESH_REUSE_GRACE_S: int(10),
  DB_QUERY_TIMEOUT_MS: int(5000),
  // Hot public reads are cached until a write invalidates them (bus); the TTL is a safety net
  // for writes made outside the services. 0 turns the cache off.
  READ_CACHE_TTL_MS: int(60_000),
  // Realtime stream (architecture §6): how long a reconnect may replay what it missed, the idle
  // heartbeat that keeps proxies from closing it, and the life of a stream token.
  REALTIME_REPLAY_WINDOW_S: int(300),
  REALTIME_HEARTBEAT_S: int(25),
  PRESENCE_OFFLINE_GRACE_MS: int(5000),
  // The daily notification digest: sent after this UTC hour, for the 24 hours before it; each
  // instance looks every NOTIFICATION_DIGEST_INTERVAL_MIN minutes (0: never).
  NOTIFICATION_DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(6),
  NOTIFICATION_DIGEST_INTERVAL_MIN: int(15),
  REALTIME_TOKEN_TTL_S: int(300),
  DB_CONNECT_TIMEOUT_MS: int(3000),
  // Media (architecture §1): files in DATA_DIR/media unless S3_BUCKET names an S3-compatible bucket.
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  // Upload limits per kind (413 beyond), the pixel ceiling of images, uploads per user and window.
  MEDIA_MAX_IMAGE_KB: int(MEDIA_MAX_KB.image),
  MEDIA_MAX_DOCUMENT_KB: int(MEDIA_MAX_KB.document),
  MEDIA_MAX_VIDEO_KB: int(MEDIA_MAX_KB.video),
  MEDIA_MAX_IMAGE_PIXELS: int(40_000_000),
  MEDIA_UPLOADS_PER_USER: int(120),
  MEDIA_UPLOAD_WINDOW_S: int(3600),
  // Stored bytes per uploader and per firm (its members' uploads together): 507 beyond; 0 = no quota.
  MEDIA_QUOTA_USER_MB: int(1024),
  MEDIA_QUOTA_FIRM_MB: int(4096),
  // Files used by nothing are removed this long after a sweep pass first finds them unused; the
  // server runs a pass every MEDIA_SWEEP_INTERVAL_MIN minutes (0: only `npm run sweep:media`).
  MEDIA_SWEEP_GRACE_H: int(24),
  MEDIA_SWEEP_INTERVAL_MIN: int(60),
  // §7 Video (issue 13): the ICE servers handed to a call's browsers, comma-separated URLs
  // (`stun:stun.example.org:3478`, `turn:turn.example.org:3478?transport=udp`). TURN needs
  // TURN_SECRET, the coturn `static-auth-secret`: each user gets credentials derived from it,
  // valid TURN_CREDENTIAL_TTL_S seconds (coturn's REST API convention).
  STUN_URLS: z.string().default(''),
  TURN_URLS: z.string().default(''),
  TURN_SECRET: z.string().optional(),
  TURN_CREDENTIAL_TTL_S: z.coerce.number().int().min(60).default(3600),
  // WebRTC signals a user may relay per window (429 beyond); calls left ringing are marked
  // missed by a pass every CALL_SWEEP_INTERVAL_S seconds (0: never).
  VISIO_SIGNALS_MAX_PER_USER: int(120),
  VISIO_SIGNALS_WINDOW_S: int(10),
  CALL_SWEEP_INTERVAL_S: int(5),
  // Interview slots (issue 13): each instance claims the bookings whose 10-minute reminder fell
  // due every INTERVIEW_REMINDER_INTERVAL_S seconds (0: never).
  INTERVIEW_REMINDER_INTERVAL_S: int(30),
  // The booth queue (issue 13): a waiting visitor whose every tab is gone for QUEUE_ABSENCE_S
  // seconds leaves the queue (a reload or a short disconnection keeps the place); each instance
  // looks every QUEUE_SWEEP_INTERVAL_S seconds (0: never).
  QUEUE_ABSENCE_S: int(120),
  QUEUE_SWEEP_INTERVAL_S: int(30),
});
export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  allowEmbeddedDb: boolean;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtIssuer: string;
  publicUrl: string;
  /** Cookies get `Secure` (and the `__Host-` prefix) only behind https. */
  secureCookies: boolean;
  /** Fastify's trustProxy: a hop count or the proxies' addresses; false when no proxy is trusted. */
  trustProxy: number | string[] | false;
  corsOrigins: string[];
  captcha: {
    provider: 'none' | 'recaptcha' | 'altcha';
    siteKey: string | undefined;
    secret: string | undefined;
    version: 2 | 3;
    enterprise: boolean;
    minScore: number;
    verifyUrl: string | undefined;
    enterpriseProject: string | undefined;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: 'auto' | 'always' | 'never';
  logLevel: string;
  webDist: string;
  limits: {
    loginPerIp: { max: number; windowMs: number };
    loginPerAccount: { max: number; windowMs: number };
    apiPerIp: { max: number; windowMs: number };
    registerPerIp: { max: number; windowMs: number };
    accountChangesPerUser: { max: number; windowMs: number };
    uploadsPerUser: { max: number; windowMs: number };
    invitationsPerSender: { max: number; windowMs: number };
  };
  media: {
    /** The local store's folder (DATA_DIR/media), used when `s3` is null. */
    dir: string;
    s3: {
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    } | null;
    maxKb: Record<MediaKind, number>;
    maxImagePixels: number;
    /** Stored bytes (original and derived files) allowed per uploader and per firm; 0: no quota. */
    quotaBytes: { user: number; firm: number };
    /** The sweep of unused files: grace after a pass first finds a file unused, pass interval (0: off). */
    sweep: { graceMs: number; intervalMs: number };
  };
  db: { queryTimeoutMs: number; connectTimeoutMs: number };
  readCacheTtlMs: number;
  realtime: { replayWindowMs: number; heartbeatMs: number; tokenTtlS: number; presenceGraceMs: number };
  notificationDigest: { hourUtc: number; intervalMs: number };
  /** Interview slots: how often the due reminders are claimed (0: never). */
  interviewReminderIntervalMs: number;
  /** §7 Video: ICE servers (TURN with credentials derived from `turnSecret`), signal rate, the ringing sweep. */
  visio: {
    stunUrls: string[];
    turnUrls: string[];
    turnSecret: string | undefined;
    turnCredentialTtlS: number;
    signalsPerUser: { max: number; windowMs: number };
    sweepIntervalMs: number;
  };
  /** The booth queue: how long a waiting visitor may be gone, how often it is looked at (0: never). */
  queue: { absenceS: number; sweepIntervalMs: number };
  /** How long the parent of a family's newest refresh token may still be presented (concurrent tabs). */
  refreshReuseGraceMs: number;
}

const urlList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const e = EnvSchema.parse(env);
  const turnUrls = urlList(e.TURN_URLS);
  // TURN servers without the secret would hand out credentials they refuse: a start-up error.
  if (turnUrls.length && !e.TURN_SECRET)
    throw new Error("TURN_URLS needs TURN_SECRET (the TURN server's static-auth-secret)");
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    allowEmbeddedDb: e.ALLOW_EMBEDDED_DB,
    redisUrl: e.REDIS_URL || undefined,
    jwtSecret: e.JWT_SECRET,
    jwtIssuer: e.JWT_ISSUER,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.CAPTCHA_SITE_KEY,
      secret: e.CAPTCHA_SECRET,
      version: e.CAPTCHA_VERSION as 2 | 3,
      enterprise: e.CAPTCHA_ENTERPRISE,
      minScore: e.CAPTCHA_MIN_SCORE,
      verifyUrl: e.CAPTCHA_VERIFY_URL,
      enterpriseProject: e.CAPTCHA_ENTERPRISE_PROJECT,
    },
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    limits: {
      loginPerIp: { max: e.LOGIN_MAX_PER_IP, windowMs: e.LOGIN_IP_WINDOW_S * 1000 },
      loginPerAccount: { max: e.LOGIN_MAX_PER_ACCOUNT, windowMs: e.LOGIN_ACCOUNT_WINDOW_S * 1000 },
      apiPerIp: { max: e.API_MAX_PER_IP, windowMs: e.API_IP_WINDOW_S * 1000 },
      registerPerIp: { max: e.REGISTER_MAX_PER_IP, windowMs: e.REGISTER_IP_WINDOW_S * 1000 },
      accountChangesPerUser: {
        max: e.ACCOUNT_CHANGES_MAX_PER_USER,
        windowMs: e.ACCOUNT_CHANGES_WINDOW_S * 1000,
      },
      uploadsPerUser: { max: e.MEDIA_UPLOADS_PER_USER, windowMs: e.MEDIA_UPLOAD_WINDOW_S * 1000 },
      invitationsPerSender: { max: e.INVITATIONS_MAX_PER_SENDER, windowMs: e.INVITATIONS_WINDOW_S * 1000 },
    },
    media: {
      dir: path.join(path.resolve(e.DATA_DIR), 'media'),
      s3: e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT || undefined,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          }
        : null,
      maxKb: { image: e.MEDIA_MAX_IMAGE_KB, document: e.MEDIA_MAX_DOCUMENT_KB, video: e.MEDIA_MAX_VIDEO_KB },
      maxImagePixels: e.MEDIA_MAX_IMAGE_PIXELS,
      quotaBytes: { user: e.MEDIA_QUOTA_USER_MB * MB, firm: e.MEDIA_QUOTA_FIRM_MB * MB },
      sweep: { graceMs: e.MEDIA_SWEEP_GRACE_H * 3_600_000, intervalMs: e.MEDIA_SWEEP_INTERVAL_MIN * 60_000 },
    },
    db: { queryTimeoutMs: e.DB_QUERY_TIMEOUT_MS, connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS },
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    realtime: {
      replayWindowMs: e.REALTIME_REPLAY_WINDOW_S * 1000,
      heartbeatMs: Math.max(1, e.REALTIME_HEARTBEAT_S) * 1000,
      tokenTtlS: Math.max(10, e.REALTIME_TOKEN_TTL_S),
      presenceGraceMs: e.PRESENCE_OFFLINE_GRACE_MS,
    },
    notificationDigest: {
      hourUtc: e.NOTIFICATION_DIGEST_HOUR_UTC,
      intervalMs: e.NOTIFICATION_DIGEST_INTERVAL_MIN * 60_000,
    },
    visio: {
      stunUrls: urlList(e.STUN_URLS),
      turnUrls,
      turnSecret: e.TURN_SECRET || undefined,
      turnCredentialTtlS: e.TURN_CREDENTIAL_TTL_S,
      signalsPerUser: { max: e.VISIO_SIGNALS_MAX_PER_USER, windowMs: e.VISIO_SIGNALS_WINDOW_S * 1000 },
      sweepIntervalMs: e.CALL_SWEEP_INTERVAL_S * 1000,
    },
    interviewReminderIntervalMs: e.INTERVIEW_REMINDER_INTERVAL_S * 1000,
    queue: { absenceS: e.QUEUE_ABSENCE_S, sweepIntervalMs: e.QUEUE_SWEEP_INTERVAL_S * 1000 },
    refreshReuseGraceMs: e.REFRESH_REUSE_GRACE_S * 1000,
  };
};
