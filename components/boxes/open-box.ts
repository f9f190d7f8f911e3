import { type BoxOptions, boxesStore } from '@/stores/boxes';
import type { BoxName, BoxProps } from './box-registry';

/**
 * Opens the box `name` over the page (its chunk loads on first use); the host in the layout draws
 * it. For code that decides by itself, not by a component's state: a WebSocket message, a timer.
 * A component whose state says "the box is shown" renders <ShowBox> instead.
 * §2: false when a box of that name is already present (a second press, two messages at once):
 * the open box stays as it is and no second one appears.
 */
export function openBox<N extends BoxName>(name: N, props: BoxProps<N>, options?: BoxOptions): boolean {
  return boxesStore.getState().actions.boxOpened(name, props, options);
}

export function closeBox(name: BoxName): void {
  boxesStore.getState().actions.boxClosed(name);
}
