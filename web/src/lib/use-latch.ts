import { useState } from 'react';

/**
 * True from the first render where `on` is true, and from then on: a dialog or drawer is mounted the
 * first time it opens and kept for its closing transitions, so that a page never pays at start-up for
 * overlays nobody has opened (issue 10 §2).
 */
export const useLatch = (on: boolean): boolean => {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return latched || on;
};
