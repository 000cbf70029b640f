import type { StandListItem } from '@passerelle/contract';
import type { HallSlotShape } from '@passerelle/contract/lite';

/**
 * The booth assignment of one hall as a pure model (§2 /hall/assign): which drop is allowed, and
 * the board as it looks once a pending change is applied (optimistic view). A change that fails
 * is simply dropped from the pending list: the view falls back to what the api says (rollback).
 */

/** Where a booth can be dropped: a slot of the hall's map, the list of unassigned booths, the trash. */
export type AssignTarget = { kind: 'slot'; position: number } | { kind: 'list' } | { kind: 'trash' };

/** One change sent to the api: place or move into a slot, take out of the hall, delete. */
export type AssignOp =
  | { kind: 'place'; stand: number; position: number }
  | { kind: 'unassign'; stand: number }
  | { kind: 'delete'; stand: number };

export interface AssignData {
  hall: number;
  /** The hall's booths (`/fair_halls/{id}/stands`), hidden ones included for the organizer. */
  placed: StandListItem[];
  /** The fair's booths in no hall (`/stands?exists[fairHall]=false`). */
  unassigned: StandListItem[];
}

export type RefusalReason = 'occupied' | 'unchanged' | 'unknownSlot' | 'unknownStand';

export type DropVerdict =
  | { ok: true; op: AssignOp; stand: StandListItem }
  | { ok: false; reason: RefusalReason; stand: StandListItem | null; occupant: StandListItem | null };

export const findStand = (data: AssignData, id: number): StandListItem | null =>
  data.placed.find((s) => s.id === id) ?? data.unassigned.find((s) => s.id === id) ?? null;

/** The booth standing in a slot of the hall, if any. */
export const standInSlot = (data: AssignData, position: number): StandListItem | null =>
  data.placed.find((s) => s.number === position) ?? null;

/** Slot positions of the map that hold no booth, in order. */
export const freePositions = (data: AssignData, slots: readonly HallSlotShape[]): number[] =>
  slots
    .map((s) => s.position)
    .filter((p) => !standInSlot(data, p))
    .sort((a, b) => a - b);

/** Booths of the hall whose number matches no slot of the map (map shrunk, or no number yet). */
export const outsideMap = (data: AssignData, slots: readonly HallSlotShape[]): StandListItem[] => {
  const positions = new Set(slots.map((s) => s.position));
  return data.placed.filter((s) => s.number === null || !positions.has(s.number));
};

/**
 * Whether dropping booth `standId` on `target` does something, and what. An occupied slot is
 * refused (no swap: the api answers 409 `stand_slot_taken`, and a swap would need two writes).
 */
export const dropVerdict = (
  data: AssignData,
  slots: readonly HallSlotShape[],
  standId: number,
  target: AssignTarget,
): DropVerdict => {
  const stand = findStand(data, standId);
  const refuse = (reason: RefusalReason, occupant: StandListItem | null = null): DropVerdict => ({
    ok: false,
    reason,
    stand,
    occupant,
  });
  if (!stand) return refuse('unknownStand');
  const inHall = stand.fairHall === data.hall;
  switch (target.kind) {
    case 'trash':
      return { ok: true, op: { kind: 'delete', stand: stand.id }, stand };
    case 'list':
      return inHall ? { ok: true, op: { kind: 'unassign', stand: stand.id }, stand } : refuse('unchanged');
    case 'slot': {
      if (!slots.some((s) => s.position === target.position)) return refuse('unknownSlot');
      const occupant = standInSlot(data, target.position);
      if (occupant?.id === stand.id) return refuse('unchanged');
      if (occupant) return refuse('occupied', occupant);
      return { ok: true, op: { kind: 'place', stand: stand.id, position: target.position }, stand };
    }
  }
};

const byNumber = (a: StandListItem, b: StandListItem) =>
  (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;
const byName = (a: StandListItem, b: StandListItem) => a.name.localeCompare(b.name, 'fr') || a.id - b.id;

/**
 * The board once `op` is done. Idempotent (applying it to data that already reflects it changes
 * nothing), so a pending change can stay applied while fresh data arrives.
 */
export const applyOp = (data: AssignData, op: AssignOp): AssignData => {
  const stand = findStand(data, op.stand);
  if (!stand) return data;
  const placed = data.placed.filter((s) => s.id !== op.stand);
  const unassigned = data.unassigned.filter((s) => s.id !== op.stand);
  if (op.kind === 'place') placed.push({ ...stand, fairHall: data.hall, number: op.position });
  else if (op.kind === 'unassign') unassigned.push({ ...stand, fairHall: null, number: null });
  return { hall: data.hall, placed: placed.sort(byNumber), unassigned: unassigned.sort(byName) };
};

export const applyOps = (data: AssignData, ops: readonly AssignOp[]): AssignData => ops.reduce(applyOp, data);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The unassigned list's search: booth or firm name, accents and case ignored. */
export const matchesSearch = (stand: StandListItem, search: string): boolean => {
  const needle = fold(search);
  return !needle || fold(stand.name).includes(needle) || fold(stand.firm.name).includes(needle);
};
