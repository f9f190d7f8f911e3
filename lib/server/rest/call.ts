import 'server-only';
import type * as z from 'zod';
import type { Locale } from '@/i18n/routing';
import type { DbOrTx } from '@/lib/server/db/client';
import type { AuthenticatedGuest } from '@/lib/server/guests/authenticate';

/**
 * 'guest': a valid guest token is required (401 otherwise). 'optional': a token is used when
 * sent (country bans, §6) but a bad one is still a 401, so clients notice stale tokens.
 * 'none': the token is ignored. 'operator': an operator token (§6, lib/server/operator) is
 * required; a guest's or performer's token is a 401 like no token.
 */
export type RestAuth = 'guest' | 'optional' | 'none' | 'operator';

export type RestContext<A extends RestAuth> = {
  db: DbOrTx;
  language: Locale;
  /** §7 `ver`: the client's build, for logs and compatibility switches. */
  ver: string | null;
  guest: A extends 'guest' ? AuthenticatedGuest : AuthenticatedGuest | null;
  /** The operator's id on 'operator' calls, else null. */
  operatorId: A extends 'operator' ? number : number | null;
  /** §6 bans: the guest's country, else the geo header's (GEO_COUNTRY_HEADER), else null. */
  viewerCountry: string | null;
  request: Request;
};

/**
 * One REST call. `input` parses path params, query params (minus language, ver and
 * access_token) and the JSON body merged into one object; path params win.
 * The handler's answer is sent as JSON with 200, as-is when it is a Response, or as JSON with
 * extra headers when it is a RestReply.
 */
export type RestCall<S extends z.ZodType = z.ZodType, A extends RestAuth = RestAuth> = {
  method: 'GET' | 'POST';
  auth: A;
  input: S;
  handler: (input: z.output<S>, context: RestContext<A>) => Promise<unknown>;
};

/** Keys are path patterns below the area: 'getGuestBalance', 'getActorStateById/{actorId}'. */
export type RestArea = Record<
  string,
  RestCall<z.ZodType, 'guest'> | RestCall<z.ZodType, 'optional'> | RestCall<z.ZodType, 'none'> | RestCall<z.ZodType, 'operator'>
>;

/** An answer sent as JSON like any other, plus response headers (e.g. Set-Cookie, may repeat). */
export class RestReply {
  constructor(
    readonly body: unknown,
    readonly headers: readonly (readonly [name: string, value: string])[],
  ) {}
}

/** Identity helper that keeps the input and auth types of one call. */
export function restCall<S extends z.ZodType, A extends RestAuth>(call: RestCall<S, A>): RestCall<S, A> {
  return call;
}
