'use client';

import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useEffect } from 'react';
import { useBoxesActions, useOpenBoxes } from '@/stores/boxes';
import { lockBodyScroll } from './body-scroll-lock';
import { BoxLayer } from './box-layer';
import { boxRegistry } from './box-registry';
import { openBoxFromQuery } from './box-from-query';
import { watchBoxLinks } from './box-links';
import { watchBoxOpeners } from './box-opener';
import { watchSignupForOnboarding } from '@/components/onboarding/onboarding-after-signup';

type HostedBox = ComponentType<{ onClose: () => void }>;

// One lazy component per name: its chunk loads the first time the box opens.
const boxes = new Map<string, LazyExoticComponent<HostedBox>>(
  Object.entries(boxRegistry).map(([name, load]) => [name, lazy(async () => ({ default: (await load()) as unknown as HostedBox }))]),
);

/** §2 overConsent: the page does not scroll while the box is open. */
function ScrollHold() {
  useEffect(() => lockBodyScroll(), []);
  return null;
}

const OVER = { overConsent: true };
const NORMAL = { overConsent: false };

/**
 * Draws the boxes that are open (stores/boxes.ts), mounted once in the locale layout. Each box
 * portals itself over the page, so where the host sits does not matter. On its first mount it
 * opens the box a link names in its `box` query (components/boxes/box-from-query.ts).
 */
export function BoxHost() {
  const open = useOpenBoxes();
  const { boxClosed } = useBoxesActions();
  useEffect(() => {
    openBoxFromQuery(window.location.search, document.documentElement.lang);
  }, []);
  // A link naming a box (the video page's "Share") opens it in place.
  useEffect(() => watchBoxLinks(), []);
  // §2 focus back to the opener, also when pressing it did not focus it.
  useEffect(() => watchBoxOpeners(), []);
  // §2 onboarding opens by itself after a sign-up, before the conversion-chat offer (which waits for it).
  useEffect(() => watchSignupForOnboarding(), []);
  return (
    <>
      {open.map(({ name, props, options }) => {
        const Box = boxes.get(name);
        if (!Box) return null;
        const callerClose = (props as { onClose?: () => void }).onClose;
        const onClose = () => {
          boxClosed(name);
          callerClose?.();
        };
        return (
          <BoxLayer key={name} value={options.overConsent ? OVER : NORMAL}>
            {options.overConsent ? <ScrollHold /> : null}
            <Suspense fallback={null}>
              <Box {...props} onClose={onClose} />
            </Suspense>
          </BoxLayer>
        );
      })}
    </>
  );
}
