import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { type AvsCheckText, AvsCheckForm } from '@/app/pay/_components/avs-check-form';
import { hasLocale } from '@/i18n/has-locale';
import { findAgeVerification } from '@/lib/server/avs/find-age-verification';
import { env } from '@/lib/server/env';
import { runtime } from '@/lib/server/runtime';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const lang = (await searchParams).lang;
  const t = await getTranslations({ locale: typeof lang === 'string' && hasLocale(lang) ? lang : 'en', namespace: 'PayAvsCheck' });
  return { title: `${t('title')} · ${t('testMode')}` };
}

/** /pay/avs-check/?vid=…: the sandbox age verifier's hosted check page (AGE_VERIFIER=sandbox only). */
export default async function AvsCheckPage({ searchParams }: Props) {
  await connection();
  if (env().AGE_VERIFIER !== 'sandbox') notFound();
  const query = await searchParams;
  const vid = typeof query.vid === 'string' ? query.vid.slice(0, 64) : '';
  const lang = typeof query.lang === 'string' && hasLocale(query.lang) ? query.lang : 'en';
  const check = vid ? await findAgeVerification(runtime().db, vid) : null;
  if (!check) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'PayAvsCheck' });
  const keys = ['approve', 'reject', 'pending', 'decision', 'reason', 'reasonMissing', 'submit', 'sending', 'failed'] as const;
  const text = Object.fromEntries(keys.map((key) => [key, t(key)])) as AvsCheckText;
  return (
    <main lang={lang} className="mx-auto max-w-md px-5 py-8">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent">{t('testMode')}</p>
      <h1 className="mt-1 text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('lead')}</p>
      <AvsCheckForm verificationId={check.verificationId} language={lang} text={text} />
    </main>
  );
}
