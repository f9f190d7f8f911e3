'use client';

import { DeferredIsland } from '@/components/live/deferred-island';
import type { PinButtonProps } from './pin-button';
import { PinButtonView } from './pin-button-view';

const load = () => import('./pin-button');

/**
 * A heart of a server-rendered page: unpinned in the first view, the pin button (its login, the
 * WebSocket command, the guest's pins) loads once the page is idle or at the first touch; a click
 * before that runs once it has loaded.
 */
export function PinIsland(props: Omit<PinButtonProps, 'beforeLogin'>) {
  return (
    <DeferredIsland load={load} render={({ PinButton }) => <PinButton {...props} />}>
      <PinButtonView pinned={false} busy={false} text={props.text} look={props.look ?? 'pill'} />
    </DeferredIsland>
  );
}
