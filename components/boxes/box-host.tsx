'use client';

import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { useBoxesActions, useOpenBoxes } from '@/stores/boxes';
import { boxRegistry } from './box-registry';

type HostedBox = ComponentType<{ onClose: () => void }>;

// One lazy component per name: its chunk loads the first time the box opens.
const boxes = new Map<string, LazyExoticComponent<HostedBox>>(
  Object.entries(boxRegistry).map(([name, load]) => [name, lazy(async () => ({ default: (await load()) as unknown as HostedBox }))]),
);

/**
 * Draws the boxes that are open (stores/boxes.ts), mounted once in the locale layout. Each box
 * portals itself over the page, so where the host sits does not matter.
 */
export function BoxHost() {
  const open = useOpenBoxes();
  const { boxClosed } = useBoxesActions();
  return (
    <>
      {open.map(({ name, props }) => {
        const Box = boxes.get(name);
        if (!Box) return null;
        const callerClose = (props as { onClose?: () => void }).onClose;
        const onClose = () => {
          boxClosed(name);
          callerClose?.();
        };
        return (
          <Suspense key={name} fallback={null}>
            <Box {...props} onClose={onClose} />
          </Suspense>
        );
      })}
    </>
  );
}
