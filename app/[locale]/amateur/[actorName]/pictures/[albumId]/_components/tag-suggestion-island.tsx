'use client';

import type { ComponentProps, ReactNode } from 'react';
import { DeferredIsland } from '@/components/live/deferred-island';
import { useGuest } from '@/stores/guest';
import type { TagSuggestionForm } from './tag-suggestion-form';

const load = () => import('./tag-suggestion-form');

/**
 * The tag suggestion below the pictures is no first-load JavaScript: the server's form stands until
 * its handlers load — for a visitor as it scrolls near, for a guest once the page is idle, and at
 * once when a login returns with a suggestion to send (§3 onLoginAction). What was typed is kept.
 */
export function TagSuggestionIsland({ children, ...form }: ComponentProps<typeof TagSuggestionForm> & { children: ReactNode }) {
  const visitor = useGuest().status === 'anonymous';
  return (
    <DeferredIsland load={load} render={({ TagSuggestionForm: Form }) => <Form {...form} />} wake={visitor ? 'visible' : 'idle'}>
      {children}
    </DeferredIsland>
  );
}
