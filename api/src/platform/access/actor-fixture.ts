import type { Actor } from './actor.ts';

/** An actor for policy tables: a visitor of nothing unless told otherwise (tests only). */
export const testActor = (over: Partial<Actor> = {}): Actor => ({
  id: 1,
  roles: [],
  userType: 4,
  firmId: null,
  memberFairIds: [],
  waitingFairIds: [],
  adminFairIds: [],
  sessionId: 's',
  ...over,
});
