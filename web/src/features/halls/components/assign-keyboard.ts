import {
  closestCenter,
  KeyboardCode,
  pointerWithin,
  type ClientRect,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

const DIRECTIONS: Partial<Record<string, readonly [number, number]>> = {
  [KeyboardCode.Right]: [1, 0],
  [KeyboardCode.Left]: [-1, 0],
  [KeyboardCode.Down]: [0, 1],
  [KeyboardCode.Up]: [0, -1],
};

const centre = (r: ClientRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/**
 * Arrow keys jump from drop zone to drop zone (slots, the list, the trash): the nearest zone in
 * that direction, straight lines preferred over diagonals. The dragged booth is centred on it.
 */
export const dropZoneCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = DIRECTIONS[event.code];
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const from = centre(over ? (droppableRects.get(over.id) ?? collisionRect) : collisionRect);
  let best: { rect: ClientRect; score: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    if (container.id === over?.id) continue;
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const to = centre(rect);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const along = dx * direction[0] + dy * direction[1];
    if (along <= 1) continue;
    const across = Math.abs(direction[0] !== 0 ? dy : dx);
    const score = along + across * 2;
    if (!best || score < best.score) best = { rect, score };
  }
  if (!best) return undefined;
  return {
    x: best.rect.left + (best.rect.width - collisionRect.width) / 2,
    y: best.rect.top + (best.rect.height - collisionRect.height) / 2,
  };
};

/** Pointer: the zone under the pointer. Keyboard (no pointer): the zone the booth is centred on. */
export const dropZoneCollision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);
