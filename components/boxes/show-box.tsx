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
 * §2: when another owner's box of that name is present, this one is refused and stays away.
 */
export function ShowBox<N extends BoxName>({ name, props }: ShowBoxProps<N>): null {
  const shown = useRef<object | null>(null);

  useEffect(() => {
    const { actions } = boxesStore.getState();
    // The first render asks once (refused while another owner's box of that name is present); later
    // ones give new props, unless the guest closed it or another owner's box came since.
    if (shown.current === null) actions.boxOpened(name, props);
    else if (propsOf(name) === shown.current) actions.boxUpdated(name, props);
    else return;
    shown.current = props;
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
