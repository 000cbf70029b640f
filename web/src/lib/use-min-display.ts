import { useEffect, useState } from 'react';
import { MIN_FETCH_DISPLAY_MS } from '@passerelle/contract/lite';

/**
 * §9 minimum fetch display delay: a loading indicator only appears once loading has lasted
 * MIN_FETCH_DISPLAY_MS (200 ms), so fast answers never flash a spinner.
 */
export const useDelayedFlag = (active: boolean, delayMs: number = MIN_FETCH_DISPLAY_MS): boolean => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
};
