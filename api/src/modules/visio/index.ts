import { defineModule } from '../../platform/modules/index.ts';
import { createVisioPersonalData } from './visio.personal-data.ts';
import { registerVisioRoutes } from './visio.routes.ts';
import { createVisioService } from './visio.service.ts';
import { registerCallSweep } from './visio.sweep.ts';

/**
 * §3 Visio room and call state, §4 calls, §7 Video (issue 13): 1:1 video calls between two people
 * of a fair, from the directory or a booth. The caller creates a room (a new person called counts
 * against the fair's daily contact limit for video) and rings; the receiver picks up or declines;
 * either hangs up; a call left ringing is missed (and the receiver notified, by the notifications
 * module from `visio.call.changed`). The media flows browser to browser: the API relays the WebRTC
 * signals (`visio.signal`, streamed on `/users/{id}/calls`) and hands out the ICE servers with
 * time-limited TURN credentials. Exported and erased with the account.
 */
export const visioModule = defineModule({
  name: 'visio',
  services: ({ deps, doors }) => {
    const visio = createVisioService(deps, {
      shownBoothInFair: doors.shownBooths.inFair,
      cardsOf: doors.users.cardsOf,
    });
    return { visio, deps, personalData: createVisioPersonalData(deps.db, visio.peopleOf) };
  },
  routes: (app, { visio, deps }) => {
    registerVisioRoutes(app, visio);
    registerCallSweep(app, deps);
  },
  personalData: ({ personalData }) => ({
    key: 'visio',
    export: personalData.exportOf,
    erase: personalData.eraseOf,
  }),
  messageCodes: [
    'video_disabled',
    'cannot_call_self',
    'callee_unavailable',
    'callee_not_in_booth',
    'callee_busy',
    'call_not_ringing',
    'call_over',
  ],
});
export { sweepRingingCalls } from './visio.sweep.ts';
export type { VisioService } from './visio.service.ts';
