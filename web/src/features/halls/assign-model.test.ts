import { describe, expect, it } from 'vitest';
import { gridSlots } from '@passerelle/contract/lite';
import {
  applyOp,
  applyOps,
  dropVerdict,
  freePositions,
  matchesSearch,
  outsideMap,
  type AssignData,
  type AssignOp,
} from './assign-model.ts';
import { dropZoneCoordinates } from './components/assign-keyboard.ts';
import { makeStand } from './stand-fixtures.ts';

const HALL = 10;
const slots = gridSlots(4);
const chu = makeStand({ id: 1, name: 'CHU de Québec', fairHall: HALL, number: 1 });
const cisss = makeStand({ id: 2, name: 'CISSS des Laurentides', fairHall: HALL, number: 3 });
const elsewhere = makeStand({ id: 3, name: 'Résidence Élan', firm: { id: 9, name: 'Groupe Élan' } });
const board: AssignData = { hall: HALL, placed: [chu, cisss], unassigned: [elsewhere] };

describe('assign model: which drop is allowed', () => {
  it('places an unassigned booth on a free slot and moves a placed one to another free slot', () => {
    expect(dropVerdict(board, slots, 3, { kind: 'slot', position: 2 })).toMatchObject({
      ok: true,
      op: { kind: 'place', stand: 3, position: 2 },
    });
    expect(dropVerdict(board, slots, 1, { kind: 'slot', position: 4 })).toMatchObject({
      ok: true,
      op: { kind: 'place', stand: 1, position: 4 },
    });
  });

  it('refuses an occupied slot (naming its booth), its own slot, a slot the map lacks', () => {
    expect(dropVerdict(board, slots, 3, { kind: 'slot', position: 3 })).toMatchObject({
      ok: false,
      reason: 'occupied',
      occupant: { name: 'CISSS des Laurentides' },
    });
    expect(dropVerdict(board, slots, 1, { kind: 'slot', position: 1 })).toMatchObject({
      ok: false,
      reason: 'unchanged',
    });
    expect(dropVerdict(board, slots, 1, { kind: 'slot', position: 9 })).toMatchObject({
      ok: false,
      reason: 'unknownSlot',
    });
    expect(dropVerdict(board, slots, 99, { kind: 'trash' })).toMatchObject({
      ok: false,
      reason: 'unknownStand',
    });
  });

  it('takes a placed booth back to the list (not one already there) and sends any booth to the trash', () => {
    expect(dropVerdict(board, slots, 2, { kind: 'list' })).toMatchObject({
      ok: true,
      op: { kind: 'unassign', stand: 2 },
    });
    expect(dropVerdict(board, slots, 3, { kind: 'list' })).toMatchObject({ ok: false, reason: 'unchanged' });
    expect(dropVerdict(board, slots, 3, { kind: 'trash' })).toMatchObject({
      ok: true,
      op: { kind: 'delete', stand: 3 },
    });
  });
});

describe('assign model: the optimistic board', () => {
  it('shows a placement, a move, a removal and a deletion at once', () => {
    const placed = applyOp(board, { kind: 'place', stand: 3, position: 2 });
    expect(placed.unassigned).toEqual([]);
    expect(placed.placed.map((s) => [s.id, s.fairHall, s.number])).toEqual([
      [1, HALL, 1],
      [3, HALL, 2],
      [2, HALL, 3],
    ]);
    expect(freePositions(placed, slots)).toEqual([4]);

    const moved = applyOp(placed, { kind: 'place', stand: 1, position: 4 });
    expect(moved.placed.map((s) => [s.id, s.number])).toEqual([
      [3, 2],
      [2, 3],
      [1, 4],
    ]);
    const removed = applyOp(moved, { kind: 'unassign', stand: 2 });
    expect(removed.unassigned).toEqual([{ ...cisss, fairHall: null, number: null }]);
    const deleted = applyOp(removed, { kind: 'delete', stand: 2 });
    expect(deleted.unassigned).toEqual([]);
    expect(deleted.placed.map((s) => s.id)).toEqual([3, 1]);
  });

  it('is idempotent: fresh data that already holds a change stays the same with it applied', () => {
    const op: AssignOp = { kind: 'place', stand: 3, position: 2 };
    const once = applyOp(board, op);
    expect(applyOp(once, op)).toEqual(once);
  });

  it('rolls back a refused change by dropping it, keeping the other pending ones', () => {
    const first: AssignOp = { kind: 'place', stand: 3, position: 2 };
    const second: AssignOp = { kind: 'unassign', stand: 2 };
    const pending = [first, second];
    expect(applyOps(board, pending).unassigned.map((s) => s.id)).toEqual([2]);
    // The first change fails: the board is the api's data with the second change only.
    const rolledBack = applyOps(
      board,
      pending.filter((op) => op !== first),
    );
    expect(rolledBack.unassigned.map((s) => s.id)).toEqual([2, 3]);
    expect(rolledBack.placed.map((s) => s.id)).toEqual([1]);
    expect(applyOps(board, [])).toBe(board);
  });

  it('lists booths of the hall off the map and searches names without accents or case', () => {
    const odd = makeStand({ id: 4, name: 'Hors plan', fairHall: HALL, number: 7 });
    expect(outsideMap({ ...board, placed: [...board.placed, odd] }, slots).map((s) => s.id)).toEqual([4]);
    expect(matchesSearch(elsewhere, 'residence elan')).toBe(true);
    expect(matchesSearch(elsewhere, 'GROUPE')).toBe(true);
    expect(matchesSearch(elsewhere, 'chu')).toBe(false);
    expect(matchesSearch(elsewhere, '  ')).toBe(true);
  });
});

describe('assign keyboard: arrows jump between drop zones', () => {
  const rect = (left: number, top: number, width = 100, height = 80) => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
  });
  const zones = new Map([
    ['slot-1', rect(0, 0)],
    ['slot-2', rect(150, 0)],
    ['slot-3', rect(300, 0)],
    ['slot-4', rect(150, 120)],
  ]);
  const context = (overId: string) =>
    ({
      collisionRect: rect(zones.get(overId)!.left + 20, zones.get(overId)!.top + 10, 60, 40),
      droppableRects: zones,
      droppableContainers: { getEnabled: () => [...zones.keys()].map((id) => ({ id })) },
      over: { id: overId },
    }) as unknown as Parameters<typeof dropZoneCoordinates>[1]['context'];
  const press = (code: string, overId: string) =>
    dropZoneCoordinates(new KeyboardEvent('keydown', { code }), {
      active: 'stand-1',
      currentCoordinates: { x: 0, y: 0 },
      context: context(overId),
    });

  it('centres the booth on the nearest zone in the arrow’s direction, nothing past the edge', () => {
    expect(press('ArrowRight', 'slot-1')).toEqual({ x: 170, y: 20 });
    expect(press('ArrowDown', 'slot-2')).toEqual({ x: 170, y: 140 });
    expect(press('ArrowUp', 'slot-4')).toEqual({ x: 170, y: 20 });
    expect(press('ArrowLeft', 'slot-1')).toBeUndefined();
    expect(press('KeyA', 'slot-1')).toBeUndefined();
  });
});
