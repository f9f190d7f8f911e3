import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { type VoiceCallText, VoiceCallForm } from '@/app/pay/_components/voice-call-form';
import { hasLocale } from '@/i18n/has-locale';
import { env } from '@/lib/server/env';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const textOf = (value: string | string[] | undefined, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const lang = (await searchParams).lang;
  const t = await getTranslations({ locale: typeof lang === 'string' && hasLocale(lang) ? lang : 'en', namespace: 'VoiceCall' });
  return { title: `${t('title')} · ${t('testMode')}` };
}

/** /pay/voice-call/?number=…&pin=…: the sandbox payment provider's test telephone (PAYMENT_PROVIDER=sandbox only). */
export default async function VoiceCallPage({ searchParams }: Props) {
  await connection();
  if (env().PAYMENT_PROVIDER !== 'sandbox') notFound();
  const query = await searchParams;
  const lang = typeof query.lang === 'string' && hasLocale(query.lang) ? query.lang : 'en';
  const t = await getTranslations({ locale: lang, namespace: 'VoiceCall' });
  const keys = ['number', 'pin', 'keypad', 'deleteDigit', 'clear', 'call', 'calling', 'succeeded', 'unknownPin', 'expired', 'invalid', 'failed'] as const;
  const text = Object.fromEntries(keys.map((key) => [key, t(key)])) as VoiceCallText;
  return (
    <main lang={lang} className="mx-auto max-w-sm px-5 py-8">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent">{t('testMode')}</p>
      <h1 className="mt-1 text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('lead')}</p>
      <VoiceCallForm language={lang} text={text} initialNumber={textOf(query.number, 32)} initialPin={textOf(query.pin, 8).replace(/\D/g, '')} />
    </main>
  );
}
