'use client';

import { type RefObject, useLayoutEffect, useRef } from 'react';
import { type ScrollSnapshot, scrollMove } from '@/lib/messenger/scroll-anchor';

type Ends = { firstId: number | undefined; lastId: number | undefined; lastIsMine: boolean };

const messageTop = (list: HTMLElement, id: number): number | null => list.querySelector<HTMLElement>(`[data-message-id="${id}"]`)?.offsetTop ?? null;

/**
 * Keeps a message list's scroll position after each commit (before paint, so nothing jumps):
 * the rule is scrollMove. Attach the returned ref to the scrolling element; it must be
 * `position: relative` (offsetTop is measured inside it) and mark each message with data-message-id.
 */
export function useScrollAnchor<E extends HTMLElement>({ firstId, lastId, lastIsMine }: Ends): RefObject<E | null> {
  const list = useRef<E>(null);
  const before = useRef<ScrollSnapshot | null>(null);
  // No dependency list on purpose: the snapshot is retaken after every commit (a button that
  // changed its label above the messages moves them too).
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || firstId === undefined || lastId === undefined) {
      before.current = null;
      return;
    }
    const previous = before.current;
    const move = scrollMove(previous, {
      firstId,
      lastId,
      lastIsMine,
      scrollTop: element.scrollTop,
      clientHeight: element.clientHeight,
      previousFirstTop: previous ? messageTop(element, previous.firstId) : null,
    });
    if (move && 'to' in move) element.scrollTop = element.scrollHeight;
    else if (move) element.scrollTop += move.by;
    before.current = { firstId, lastId, firstTop: messageTop(element, firstId) ?? 0, scrollHeight: element.scrollHeight };
  });
  return list;
}
