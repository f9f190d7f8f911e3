import { useEffect } from 'react';
import { onSubscriptionUpdate } from './subscription-callbacks';

/**
 * A page part that can grant VIP days in place (a game, a claimed reward) follows a §4 VIP or TV
 * update itself while mounted, so its result is not wiped by the reload (subscription-callbacks.ts).
 * The session's flags update anyway; `callback` refreshes what the part shows besides.
 */
const NOTHING = () => undefined;

export function useSubscriptionUpdate(callback: () => void = NOTHING): void {
  useEffect(() => onSubscriptionUpdate(() => callback()), [callback]);
}
