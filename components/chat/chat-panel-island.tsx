'use client';

import type { ReactNode } from 'react';
import { DeferredIsland } from '@/components/live/deferred-island';
import type { ChatPanelProps } from './chat-panel';

const load = () => import('./chat-panel');

/**
 * The profile's chat panel: the server's first view (the visitor's start buttons, chat-section.tsx)
 * until the panel's module has loaded after hydration; at once when the page was opened to start
 * a chat (?chat=<type>: the panel scrolls into view with that button focused).
 */
export function ChatPanelIsland({ children, ...panel }: ChatPanelProps & { children: ReactNode }) {
  const opened = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('chat');
  return (
    <DeferredIsland load={load} render={({ ChatPanel }) => <ChatPanel {...panel} />} wake={opened ? 'now' : 'idle'}>
      {children}
    </DeferredIsland>
  );
}
