'use client';

import { useEffect, useRef, useState } from 'react';
import { useRealtimeSession } from '@/stores/realtime-session';
import { addFloating, FLOATING_REACTION_MS, type FloatingReaction, type LiveReaction } from '@/lib/chat/reactions';
import { ReactionIcon } from './reaction-icon';

/**
 * Floating emoji over the video (§7 liveReaction): each rises and fades over 2.5 s; with
 * prefers-reduced-motion it only fades in place. `chatId` null: the studio (every reaction to her).
 * Decorative for sight; screen readers get the last one as a polite status line.
 */
export function ReactionFloat({ chatId, label }: { chatId: number | null; label: (reaction: LiveReaction, guestName: string) => string }) {
  const session = useRealtimeSession();
  const [items, setItems] = useState<FloatingReaction[]>([]);
  const counter = useRef(0);

  useEffect(() => {
    if (!session) return;
    return session.on('liveReaction', (event) => {
      if (event.chatId !== chatId) return;
      counter.current += 1;
      const now = Date.now();
      setItems((list) => addFloating(list, { key: `${now}-${counter.current}`, reaction: event.reaction, guestName: event.guestName, at: now }, now));
    });
  }, [session, chatId]);

  useEffect(() => {
    if (items.length === 0) return;
    const timer = setTimeout(() => setItems((list) => list.filter((item) => Date.now() - item.at < FLOATING_REACTION_MS)), FLOATING_REACTION_MS);
    return () => clearTimeout(timer);
  }, [items]);

  const last = items.at(-1);
  return (
    <div className="pointer-events-none absolute inset-0 overflow-hidden" data-testid="reaction-float">
      {items.map((item, index) => (
        <Floating key={item.key} item={item} lane={index % 5} />
      ))}
      <p className="sr-only" role="status">
        {last ? label(last.reaction, last.guestName) : ''}
      </p>
    </div>
  );
}

function Floating({ item, lane }: { item: FloatingReaction; lane: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element?.animate) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const frames = still
      ? [{ opacity: 1 }, { opacity: 0 }]
      : [
          { transform: 'translateY(0) scale(0.8)', opacity: 0 },
          { transform: 'translateY(-40%) scale(1.1)', opacity: 1, offset: 0.2 },
          { transform: 'translateY(-260%) scale(1)', opacity: 0 },
        ];
    const animation = element.animate(frames, { duration: FLOATING_REACTION_MS, easing: 'ease-out', fill: 'forwards' });
    return () => animation.cancel();
  }, []);
  return (
    <span ref={ref} aria-hidden="true" data-testid={`reaction-float-${item.reaction}`} className="absolute bottom-3 text-3xl drop-shadow" style={{ right: `${8 + lane * 9}%` }}>
      <ReactionIcon reaction={item.reaction} className="size-9" />
    </span>
  );
}
