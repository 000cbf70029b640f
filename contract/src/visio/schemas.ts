import { z } from 'zod';
import { PaginationQuerySchema } from '../http/list.ts';

/**
 * §3 Visio room and call state, §4 calls, §7 Video (issue 13). A room is one 1:1 call between a
 * caller and a receiver, both people of one fair; it may come from a booth (`stand`). Its life:
 * `created` (the caller made the room) → `ringing` (start-call) → `active` (the receiver picked up)
 * → `ended`; or `missed` (nobody answered in CALL_RING_SECONDS, or the caller gave up while it
 * rang) or `declined` (the receiver said no). The media flows browser to browser (WebRTC); the
 * API carries only the signalling: down on the realtime stream (`/users/{id}/calls`), up by POST.
 */
export const VISIO_CALL_STATUSES = ['created', 'ringing', 'active', 'ended', 'missed', 'declined'] as const;
export type VisioCallStatus = (typeof VISIO_CALL_STATUSES)[number];
/** A call not answered in this many seconds is missed (the server sweeps the ones left ringing). */
export const CALL_RING_SECONDS = 30;
/** A room's uniqid (the address of the call page) is valid this long after it was issued. */
export const ROOM_UNIQID_TTL_SECONDS = 2 * 60 * 60;
/** One WebRTC signal's payload (an SDP or an ICE candidate, serialised) is at most this long. */
export const SIGNAL_MAX_LENGTH = 20_000;

const id = z.number().int();

/** A participant of a call: business-card fields only. */
export const CallPersonSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  /** Public URL of the photo, when the person has one. */
  avatar: z.string().nullable(),
  /** The firm the person works for, when staff of one. */
  firm: z.object({ id, name: z.string() }).nullable(),
});
export type CallPerson = z.infer<typeof CallPersonSchema>;

export const VisioRoomSchema = z.object({
  id,
  /**
   * The room's unguessable address (`/visio/room/{uniqid}`), shown to its two participants only;
   * it expires (`uniqidExpiresAt`) and `GET /visio_rooms/{id}/uniqid` issues a fresh one.
   */
  uniqid: z.string(),
  uniqidExpiresAt: z.string(),
  fair: id,
  /** The booth the call was made from, if any (the "back to the booth" link). */
  stand: id.nullable(),
  caller: CallPersonSchema,
  /** §3 call state: the receiver (first and last name). */
  receiver: CallPersonSchema,
  status: z.enum(VISIO_CALL_STATUSES),
  /** §3/§4: true while a receiver is set and the call rings or runs. */
  isCalling: z.boolean(),
  /** The caller is the one asking. */
  mine: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Who ended it (null while it runs, or when the server marked it missed). */
  endedBy: id.nullable(),
});
export type VisioRoom = z.infer<typeof VisioRoomSchema>;

export const VisioRoomListQuerySchema = PaginationQuerySchema.extend({
  fair: z.coerce.number({ error: 'invalid_type' }).int({ error: 'invalid_type' }).positive().optional(),
});
export type VisioRoomListQuery = z.infer<typeof VisioRoomListQuerySchema>;

/** `POST /visio/create-room/{id}` (id: the person to call). */
export const VisioRoomCreateSchema = z
  .object({
    fair: id.positive(),
    /** The booth the call is made from, if any: the receiver (or the caller, calling back from its queue) must be one of its people. */
    stand: id.positive().nullable().default(null),
  })
  .strict();
export type VisioRoomCreate = z.infer<typeof VisioRoomCreateSchema>;

/** `PUT /visio_rooms/{id}`: the receiver picks up (`active`) or declines a ringing call. */
export const VisioRoomUpdateSchema = z.object({ status: z.enum(['active', 'declined']) }).strict();
export type VisioRoomUpdate = z.infer<typeof VisioRoomUpdateSchema>;

export const VisioUniqidSchema = z.object({ uniqid: z.string(), uniqidExpiresAt: z.string() });
export type VisioUniqid = z.infer<typeof VisioUniqidSchema>;

/** `POST /visio/access-token`: joining a room by its uniqid. */
export const VisioAccessTokenRequestSchema = z.object({ room: z.string().min(1).max(100) }).strict();

/** An ICE server as `RTCPeerConnection` takes it; TURN credentials are time-limited (coturn REST). */
export const IceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof IceServerSchema>;

export const VisioAccessSchema = z.object({
  room: VisioRoomSchema,
  /** Empty without configuration: host candidates only (one network). */
  iceServers: z.array(IceServerSchema),
  /** When the TURN credentials stop working (ask again for a new call). */
  expiresAt: z.string(),
});
export type VisioAccess = z.infer<typeof VisioAccessSchema>;

/**
 * One WebRTC signal from a participant to the other (`POST /visio/signal/{id}`), relayed on the
 * other's `/users/{id}/calls` topic as `visio.signal`: the SDP offer and answer, ICE candidates,
 * and the sender's media state (muted, camera off, sharing its screen, audio only).
 */
export const VISIO_SIGNAL_KINDS = ['offer', 'answer', 'candidate', 'media'] as const;
export type VisioSignalKind = (typeof VISIO_SIGNAL_KINDS)[number];
export const VisioSignalSchema = z
  .object({ kind: z.enum(VISIO_SIGNAL_KINDS), data: z.string().max(SIGNAL_MAX_LENGTH) })
  .strict();
export type VisioSignal = z.infer<typeof VisioSignalSchema>;
