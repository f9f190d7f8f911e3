import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { type PwdLostText, PwdLostForm } from '@/app/pay/_components/pwd-lost-form';
import { hasLocale } from '@/i18n/has-locale';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const lang = one((await searchParams).lang);
  const t = await getTranslations({ locale: hasLocale(lang) ? lang : 'en', namespace: 'PayLost' });
  return { title: t('title') };
}

/** §2 pwdlost on the hosted flow's origin; tpEmailPwdLost (§2) prefills the address. */
export default async function PwdLostPage({ searchParams }: Props) {
  await connection();
  const query = await searchParams;
  const lang = one(query.lang);
  const locale = hasLocale(lang) ? lang : 'en';
  const t = await getTranslations({ locale, namespace: 'PayLost' });
  const keys = ['email', 'submit', 'sending', 'invalidEmail', 'failed', 'tooMany', 'sent'] as const;
  const text = Object.fromEntries(keys.map((k) => [k, t(k)])) as PwdLostText;
  return (
    <main lang={locale} className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('lead')}</p>
      <PwdLostForm language={locale} text={text} initialEmail={one(query.tpEmailPwdLost).slice(0, 254)} />
    </main>
  );
}
