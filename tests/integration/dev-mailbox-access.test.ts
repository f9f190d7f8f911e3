import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { newAccount, postAccount } from './account-calls';

/**
 * The development mailbox page as server.ts hands it a request: X-Forwarded-For holds the socket's
 * address (TRUST_PROXY=0). Whoever reads it can reset any account's password, so only this
 * machine may.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
vi.mock('next/server', () => ({ connection: async () => undefined }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const { default: DevMailboxPage } = await import('@/app/pay/dev/mailbox/page');

let rt: AppRuntime;
let email: string;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
  const account = newAccount();
  email = account.email;
  expect((await postAccount('pay/signup', { ...account, termsAccepted: true })).status).toBe(200);
  expect((await postAccount('pay/pwdlost', { email })).status).toBe(200);
});
afterAll(() => stopTestRuntime(rt));
beforeEach(() => {
  request.headers = new Headers();
});

async function pageFrom(address: string): Promise<string> {
  request.headers = new Headers({ 'x-forwarded-for': address });
  return renderToStaticMarkup(await DevMailboxPage({ searchParams: Promise.resolve({}) }));
}

describe('/pay/dev/mailbox/ answers only to this machine', () => {
  it('lists the reset mail to a loopback address (IPv4, IPv6, IPv4-mapped)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const html = await pageFrom(address);
      expect(html).toContain(email);
      expect(html).toMatch(/\/pay\/pwdreset\/\?u=\d+&amp;key=/);
    }
  });

  it('is a 404 for any other address, so no reset link leaks', async () => {
    for (const address of ['203.0.113.7', '10.0.0.5', '::ffff:192.0.2.1', '2001:db8::1']) {
      await expect(pageFrom(address)).rejects.toThrow('NEXT_NOT_FOUND');
    }
  });

  it('is a 404 without a known client address', async () => {
    await expect(DevMailboxPage({ searchParams: Promise.resolve({}) })).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
