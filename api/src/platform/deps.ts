import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Jwt } from './auth/index.ts';
import type { Captcha } from './captcha/index.ts';
import type { CounterStore } from './rate-limit/index.ts';
import type { EventBus } from './bus/index.ts';
import type { Mailer } from './mail/index.ts';
import type { Storage } from './storage/index.ts';
import type { ReadCaches } from './http/index.ts';
import type { Presence, Realtime } from './realtime/index.ts';

/** What buildApp hands to every module plugin: stores and platform services, nothing domain-specific. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  jwt: Jwt;
  counters: CounterStore;
  redis: Redis | null;
  captcha: Captcha;
  /** Typed domain events (ADR 005): services publish after commit, caches subscribe. */
  bus: EventBus;
  /** The realtime stream's hub (architecture §6): modules publish to topics, the stream route opens streams. */
  realtime: Realtime;
  /** Who is online, away or in a call (§4), across instances through Redis when configured. */
  presence: Presence;
  /** The hot public read caches' counters by name (tests read hits and misses). */
  readCaches: ReadCaches;
  mailer: Mailer;
  /** The media store (local folder or S3-compatible bucket). */
  storage: Storage;
  log: FastifyBaseLogger;
}
