import { expect } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { type GuestSession, guestSessionResponseSchema } from '@/lib/contracts/guest-session';
import { post } from './wallet-calls';

/** The calls conversion-chat.test.ts drives, through the real REST dispatcher. */
export const conversionChat = (token: string | null, body: unknown) => post('conversionChat', token, body, 'guest');
export const redeem = (token: string, code: string) => post('redeemBonus', token, { code }, 'guest');

export function restGet(area: string, path: string, token?: string): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/${area}/${path}/`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return GET(request, { params: Promise.resolve({ area, call: path.split('/') }) });
}

export async function sessionOf(token: string): Promise<GuestSession> {
  const response = await restGet('guest', 'session', token);
  expect(response.status).toBe(200);
  return guestSessionResponseSchema.parse(await response.json()).data;
}

export const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
