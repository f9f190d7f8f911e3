'use client';

import type { ReactNode } from 'react';
import { DeferredIsland } from '@/components/live/deferred-island';
import { useGuest } from '@/stores/guest';
import type { CommentThreadProps } from './comment-thread';

const load = () => import('./comment-thread');

/**
 * The comments below the pictures: the server's first page until the thread (more, the form)
 * loads — for a visitor as it scrolls near, for a guest (who may get the form) once the page is idle.
 */
export function CommentThreadIsland({ children, ...thread }: CommentThreadProps & { children: ReactNode }) {
  const visitor = useGuest().status === 'anonymous';
  return (
    <DeferredIsland load={load} render={({ CommentThread }) => <CommentThread {...thread} />} wake={visitor ? 'visible' : 'idle'}>
      {children}
    </DeferredIsland>
  );
}
