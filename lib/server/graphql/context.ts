import 'server-only';
import { createGraphQLError, type YogaInitialContext } from 'graphql-yoga';
import type { Locale } from '@/i18n/routing';
import type { DbOrTx } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { isAppError } from '@/lib/server/errors';
import { countryFromHeaders } from '@/lib/server/http/viewer-country';
import { type AuthenticatedGuest, authenticateGuest } from '@/lib/server/guests/authenticate';
import { readAccessToken, readLanguage } from '@/lib/server/rest/read-request';
import { runtime } from '@/lib/server/runtime';

export type GraphqlContext = {
  db: DbOrTx;
  language: Locale;
  /** §7 optional `date` (YYYY-MM-DD): a test day, honoured only where test days are allowed. */
  date: string | null;
  guest: AuthenticatedGuest | null;
  /** §6 bans: the guest's country, else the geo header's (GEO_COUNTRY_HEADER), else null. */
  viewerCountry: string | null;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** DESIGN.md "Time": test days are off in production unless ALLOW_TEST_DAYS=1. */
function testDaysAllowed(): boolean {
  const config = env();
  return config.ALLOW_TEST_DAYS === '1' || config.NODE_ENV !== 'production';
}

function readTestDay(url: URL): string | null {
  const value = url.searchParams.get('date');
  if (value === null || value === '') return null;
  if (!ISO_DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw createGraphQLError('The date parameter must be a day as YYYY-MM-DD.', {
      extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
    });
  }
  return testDaysAllowed() ? value : null;
}

/**
 * Per request: language, test day and, when a bearer token is sent, the guest. A bad token is a
 * 401 for the whole request (like REST), not a silently anonymous answer.
 */
export async function createGraphqlContext({ request }: YogaInitialContext): Promise<GraphqlContext> {
  const url = new URL(request.url);
  const { db, tokenKey } = runtime();
  const token = readAccessToken(request, url);
  let guest: AuthenticatedGuest | null = null;
  if (token) {
    try {
      guest = await authenticateGuest(db, tokenKey, token);
    } catch (error) {
      if (!isAppError(error)) throw error;
      throw createGraphQLError(error.message, { extensions: { code: error.code, http: { status: error.status } } });
    }
  }
  const viewerCountry = guest?.countryCode ?? countryFromHeaders((name) => request.headers.get(name));
  return { db, language: readLanguage(url), date: readTestDay(url), guest, viewerCountry };
}
