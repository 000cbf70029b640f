import { useEffect, useState } from 'react';
import { BREAKPOINTS, RESIZE_DELAY_MS } from '@passerelle/contract/lite';

export type BreakpointName = keyof typeof BREAKPOINTS;

const readWidth = (): number => (typeof window === 'undefined' ? BREAKPOINTS.xl : window.innerWidth);

/** The window width, updated at most every RESIZE_DELAY_MS (200 ms, §9) while resizing. */
export const useViewportWidth = (): number => {
  const [width, setWidth] = useState(readWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(readWidth()), RESIZE_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
};

/** True when the window is now strictly below the breakpoint, outside React (a route's loader). */
export const isBelow = (breakpoint: BreakpointName): boolean => readWidth() < BREAKPOINTS[breakpoint];

/** True when the (debounced) window width is strictly below the breakpoint (§9 BREAKPOINTS). */
export const useIsBelow = (breakpoint: BreakpointName): boolean =>
  useViewportWidth() < BREAKPOINTS[breakpoint];
