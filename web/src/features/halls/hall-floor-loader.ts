import { drawsHallFloor } from '@passerelle/contract/lite';
import { isBelow } from '../../lib/use-viewport.ts';

// The floor and its booth art load only where the floor shows: phones get the list alone, and skip that
// code (issue 10 §2). Wider windows start loading it with the hall's reads. Apart from the screen, so that
// the route's loader (part of every page's start-up) does not bring the hall's screen with it.
export const loadHallFloor = () => import('./components/hall-booth-scene.tsx');

/**
 * For the route's loader: the floor's code, fetched beside the hall's reads when it will show — not on a
 * phone, nor in a fair whose map type is a list (the screen draws no floor there either).
 */
export const preloadHallFloor = (mapType: string | null): void => {
  if (drawsHallFloor(mapType) && !isBelow('md')) void loadHallFloor();
};
