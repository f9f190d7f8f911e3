import { expect } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { transferResponseSchema } from '@/lib/contracts/account';
import { errorBodySchema } from '@/lib/contracts/envelope';
import type { Db } from '@/lib/server/db/client';
import { signUp } from '@/lib/server/accounts/sign-up';

export type CallInit = { headers?: Record<string, string>; query?: string; raw?: string };

/** POST /rest/v1/account/{call} through the real route handler, as JSON unless told otherwise. */
export function postAccount(call: string, body: unknown = {}, init: CallInit = {}): Promise<Response> {
  const segments = call.split('/');
  const request = new Request(`http://localhost/rest/v1/account/${call}/${init.query ?? ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.raw ?? JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ area: 'account', call: segments }) });
}

/** GET /rest/v1/guest/getGuestBalance with a bearer token: 200 while the token is valid. */
export function balanceStatus(accessToken: string): Promise<number> {
  const request = new Request('http://localhost/rest/v1/guest/getGuestBalance', { headers: { Authorization: `Bearer ${accessToken}` } });
  return GET(request, { params: Promise.resolve({ area: 'guest', call: ['getGuestBalance'] }) }).then((r) => r.status);
}

export async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(await response.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

let counter = 0;
/** A fresh, valid sign-up input; every call gives another email and screen name. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { email: `guest-${tag}@example.com`, screenName: `guest_${tag}`, password: 'correct horse 1', termsAccepted: true, ...overrides };
}

/** Signs up through pay/signup and answers the transfer token. */
export async function signUpVia(account: ReturnType<typeof newAccount>): Promise<string> {
  const response = await postAccount('pay/signup', account);
  expect(response.status).toBe(200);
  return transferResponseSchema.parse(await response.json()).data.transferToken;
}

/** The sid value from a Set-Cookie header. */
export function sidFrom(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const value = /(?:^|,\s*)sid=([^;]*)/.exec(header)?.[1];
  if (!value) throw new Error(`no sid cookie in ${header}`);
  return value;
}

const MINUTE = 60_000;
/** `minutes` after `start` (the throttle tests move their clock by hand). */
export const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

/** A fresh account signed up directly through the service at `now`; answers its credentials. */
export async function registered(db: Db, now: Date) {
  const account = newAccount();
  await signUp(db, { ...account, termsAccepted: true, language: 'en' }, now);
  return account;
}
