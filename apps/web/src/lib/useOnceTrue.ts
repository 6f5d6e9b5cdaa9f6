import { useState } from 'react';

/**
 * True from the first render where `condition` holds, and from then on: a part mounted only when first
 * needed (a drawer first opened, a menu first wide enough to show) then stays, keeping its state and
 * its closing transition.
 */
export function useOnceTrue(condition: boolean): boolean {
  const [reached, setReached] = useState(condition);
  if (condition && !reached) setReached(true);
  return reached || condition;
}
