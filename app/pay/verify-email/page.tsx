import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import * as z from 'zod';
import { PAY_SUBMIT_CLASS } from '@/app/pay/_components/pay-field';
import { hasLocale } from '@/i18n/has-locale';
import { routePath } from '@/lib/seo/route-path';
import { verifyEmail } from '@/lib/server/accounts/verify-email';
import { browserOrigins } from '@/lib/server/env';
import { isAppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import { runtime } from '@/lib/server/runtime';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
type Result = 'verified' | 'invalid' | 'expired' | 'missingLink' | 'failed';

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');
/** The link's u and key (lib/server/accounts/email-verification.ts emailVerificationLink). */
const linkSchema = z.object({ u: z.coerce.number().int().positive().max(2_147_483_647), key: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const lang = one((await searchParams).lang);
  const t = await getTranslations({ locale: hasLocale(lang) ? lang : 'en', namespace: 'EmailVerification' });
  return { title: t('title') };
}

/** Spends the key; a second opening of the link (or a mail scanner's) finds the address confirmed. */
async function confirm(u: string, key: string): Promise<Result> {
  const link = linkSchema.safeParse({ u, key });
  if (!link.success) return u || key ? 'invalid' : 'missingLink';
  try {
    const { db, pubsub } = runtime();
    await verifyEmail(db, pubsub, { guestId: link.data.u, key: link.data.key });
    return 'verified';
  } catch (error) {
    if (isAppError(error) && error.code === 'VERIFICATION_KEY_EXPIRED') return 'expired';
    if (isAppError(error) && error.code === 'VERIFICATION_KEY_INVALID') return 'invalid';
    log.error('email verification failed', error);
    return 'failed';
  }
}

/**
 * The link of the address-confirmation mail (u, key, lang), on the hosted flow's origin. It
 * confirms while rendering: the key is single-purpose and the call idempotent, so a reload or a
 * prefetch does no harm. Then §7 emailVerified reaches the guest's open pages (§4 reload).
 */
export default async function VerifyEmailPage({ searchParams }: Props) {
  await connection();
  const query = await searchParams;
  const lang = one(query.lang);
  const locale = hasLocale(lang) ? lang : 'en';
  const [result, t] = await Promise.all([confirm(one(query.u), one(query.key)), getTranslations({ locale, namespace: 'EmailVerification' })]);
  // The guest app may live on another origin than this page (PAY_ORIGIN).
  const app = browserOrigins().appOrigin ?? '';
  return (
    <main lang={locale} className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {result === 'verified' ? (
        <div role="status" className="mt-6 rounded-tile border border-online/40 bg-surface p-4">
          <p className="text-lg font-semibold">{t('verified')}</p>
          <p className="mt-1 text-sm">{t('verifiedLead')}</p>
        </div>
      ) : (
        <div role="alert" className="mt-6 rounded-tile border border-sale/40 bg-surface p-4 text-sm">
          <p className="font-semibold text-sale">{t(result)}</p>
          {result === 'missingLink' ? null : <p className="mt-1">{t('hint')}</p>}
        </div>
      )}
      <p className="mt-6 flex flex-wrap gap-3">
        {/* `ec=1`: the §3 "mail welcome link" status bar greets the guest once on arrival. */}
        <a href={`${app}${routePath(locale, '/')}${result === 'verified' ? '?ec=1' : ''}`} className={PAY_SUBMIT_CLASS}>
          {t('home')}
        </a>
        {result === 'verified' ? null : (
          <a href={`${app}${routePath(locale, '/my-account')}`} className="inline-flex min-h-11 items-center rounded-full border border-line px-5 font-semibold hover:border-accent">
            {t('accountPage')}
          </a>
        )}
      </p>
    </main>
  );
}
