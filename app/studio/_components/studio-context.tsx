'use client';

import { createContext, useContext } from 'react';
import type { Locale } from '@/i18n/routing';
import { studioString, type StudioText } from '@/lib/studio/studio-text';

export type StudioContextValue = {
  locale: Locale;
  text: StudioText;
  actorId: number;
  actorName: string;
  /** A call came back 401: the studio session is over; the page offers to log in again. */
  sessionEnded: () => void;
};

export const StudioContext = createContext<StudioContextValue | null>(null);

export function useStudio(): StudioContextValue {
  const value = useContext(StudioContext);
  if (!value) throw new Error('useStudio outside the StudioProvider');
  return value;
}

/** t('login.title', {minutes: 3}) over the server-translated strings. */
export function useStudioT(): (key: string, values?: Record<string, string | number>) => string {
  const { text } = useStudio();
  return (key, values) => studioString(text, key, values);
}
