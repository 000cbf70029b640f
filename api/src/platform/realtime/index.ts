export * from './replay-log.ts';
export * from './redis-replay-log.ts';
export * from './event-stream.ts';
export * from './realtime.ts';
export * from './relay.ts';
export * from './presence.ts';
