'use client';

import { useEffect, useRef } from 'react';
import { boxesStore } from '@/stores/boxes';
import type { BoxName, BoxProps } from './box-registry';

type ShowBoxProps<N extends BoxName> = { name: N; props: BoxProps<N> };

const propsOf = (name: string) => boxesStore.getState().open.find((box) => box.name === name)?.props;

/**
 * The box `name`, owned by the component that renders this: open while rendered (with the props
 * of the latest render), closed when it is no longer rendered, as a box drawn in place would be.
 * Once the guest closed it, it stays closed until rendered anew: the caller's onClose lets it go.
 */
export function ShowBox<N extends BoxName>({ name, props }: ShowBoxProps<N>): null {
  const shown = useRef<object | null>(null);

  useEffect(() => {
    // Closed by the guest, or opened by another owner since: a re-render does not bring it back.
    if (shown.current !== null && propsOf(name) !== shown.current) return;
    shown.current = props;
    boxesStore.getState().actions.boxOpened(name, props);
  });

  useEffect(
    () => () => {
      if (shown.current !== null && propsOf(name) === shown.current) boxesStore.getState().actions.boxClosed(name);
      shown.current = null;
    },
    [name],
  );

  return null;
}
