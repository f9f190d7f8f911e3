'use client';

import { QueryCache, QueryClient, QueryClientProvider, MutationCache } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { provideAccessToken } from '@/lib/api/access-token';
import { ApiError } from '@/lib/api/api-error';
import type { StudioAccess } from '@/lib/contracts/studio';
import { renewStudioToken } from '@/lib/queries/studio-account';
import type { StudioText } from '@/lib/studio/studio-text';
import { StudioContext, type StudioContextValue } from './studio-context';
import { StudioRealtime } from './studio-realtime';
import { StudioSessionEnded } from './studio-session-ended';

/** Renew the 15-minute access token a minute before it runs out. */
const RENEW_BEFORE_MS = 60_000;

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The studio's client root: its strings, the performer's access token (renewed from the ss
 * cookie, lent to every REST call of the page), its own QueryClient (the studio is an app of
 * its own: its retries and its 401 handling are not the guest pages'), and the performer's
 * real-time session. Any 401 ends the studio session on the page (a logout elsewhere, an expired
 * cookie) instead of failing call by call.
 */
export function StudioProvider({ locale, text, access, children }: { locale: Locale; text: StudioText; access: StudioAccess; children: ReactNode }) {
  const [token, setToken] = useState(access);
  const [ended, setEnded] = useState(false);
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);
  // A layout effect: it runs before the queries of the pages below start (theirs are passive effects).
  useLayoutEffect(() => provideAccessToken(() => tokenRef.current.accessToken), []);

  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: (count, error) => !isUnauthorized(error) && count < 1, refetchOnWindowFocus: false } },
        queryCache: new QueryCache({ onError: (error) => isUnauthorized(error) && setEnded(true) }),
        mutationCache: new MutationCache({ onError: (error) => isUnauthorized(error) && setEnded(true) }),
      }),
  );

  useEffect(() => {
    const wait = Math.max(5_000, token.accessTokenExpiresAt * 1000 - Date.now() - RENEW_BEFORE_MS);
    const timer = setTimeout(() => {
      renewStudioToken(locale).then(setToken, (error: unknown) => isUnauthorized(error) && setEnded(true));
    }, wait);
    return () => clearTimeout(timer);
  }, [locale, token]);

  const value = useMemo<StudioContextValue>(
    () => ({
      locale,
      text,
      actorId: access.actorId,
      actorName: access.actorName,
      sessionEnded: () => setEnded(true),
    }),
    [locale, text, access.actorId, access.actorName],
  );

  return (
    <StudioContext.Provider value={value}>
      <QueryClientProvider client={client}>
        <StudioRealtime studioToken={token.accessToken} />
        {ended ? <StudioSessionEnded /> : children}
      </QueryClientProvider>
    </StudioContext.Provider>
  );
}
