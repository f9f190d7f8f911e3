import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { type PwdResetText, PwdResetForm } from '@/app/pay/_components/pwd-reset-form';
import { hasLocale } from '@/i18n/has-locale';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const lang = one((await searchParams).lang);
  const t = await getTranslations({ locale: hasLocale(lang) ? lang : 'en', namespace: 'PayReset' });
  return { title: t('title') };
}

/**
 * §2 pwdreset on the hosted flow's origin: the link of the reset mail (u, key, lang) opens it.
 * The key is checked when the form is sent (lib/server/accounts/reset-password.ts), so an
 * expired or used key gets its message there and the password stays unchanged.
 */
export default async function PwdResetPage({ searchParams }: Props) {
  await connection();
  const query = await searchParams;
  const lang = one(query.lang);
  const locale = hasLocale(lang) ? lang : 'en';
  const u = one(query.u);
  const key = one(query.key);
  const t = await getTranslations({ locale, namespace: 'PayReset' });
  const keys = ['password', 'passwordHint', 'confirm', 'submit', 'saving', 'tooShort', 'mismatch', 'invalidLink', 'failed', 'done'] as const;
  const text = Object.fromEntries(keys.map((k) => [k, t(k)])) as PwdResetText;
  return (
    <main lang={locale} className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('lead')}</p>
      {/^\d+$/.test(u) && key.length >= 16 ? (
        <PwdResetForm u={u} resetKey={key} language={locale} text={text} />
      ) : (
        <p role="alert" className="mt-6 text-sm text-sale">
          {t('missingLink')}
        </p>
      )}
    </main>
  );
}
