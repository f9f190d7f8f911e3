import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { PayFrame } from '@/app/pay/_components/pay-frame';
import { pick } from '@/app/pay/_components/pick-text';
import { SandboxDisputes, type SandboxDisputesText } from '@/app/pay/_components/sandbox-disputes';
import type { Locale } from '@/i18n/routing';
import { type ParsedOverlayUrl, parseOverlayUrl } from '@/lib/overlay/parse-overlay-url';
import { browserOrigins, env } from '@/lib/server/env';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page's own URL read by the one parser of the overlay options (fid, lang, hideClose). */
async function overlayOf(searchParams: Props['searchParams']): Promise<ParsedOverlayUrl> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) if (typeof value === 'string') query.set(key, value);
  return parseOverlayUrl(`http://pay.invalid/pay/sandbox-disputes/?${query}`);
}

const plainKeys = ['loading', 'loggedOut', 'toLogin', 'payments', 'listLoading', 'listFailed', 'empty', 'dispute', 'disputing', 'disputed', 'resultTitle', 'replayedTitle', 'restricted', 'notRestricted', 'conflict', 'failed'] as const;
const amountKeys = ['disputedAmount', 'debited', 'open'] as const;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const locale: Locale = (await overlayOf(searchParams)).options.lang ?? 'en';
  const t = await getTranslations({ locale, namespace: 'SandboxDisputes' });
  return { title: `${t('title')} · ${t('testModeShort')}`, robots: { index: false, follow: false } };
}

/**
 * /pay/sandbox-disputes/: the sandbox payment provider's dispute desk (PAYMENT_PROVIDER=sandbox
 * only). Like the other hosted views it acts for the guest whose token the app hands over (fid).
 */
export default async function SandboxDisputesPage({ searchParams }: Props) {
  await connection();
  if (env().PAYMENT_PROVIDER !== 'sandbox') notFound();
  const overlay = await overlayOf(searchParams);
  const locale: Locale = overlay.options.lang ?? 'en';
  const t = await getTranslations({ locale, namespace: 'SandboxDisputes' });
  const pay = await getTranslations({ locale, namespace: 'Pay' });
  const text = { ...pick(t, '', plainKeys), ...Object.fromEntries(amountKeys.map((key) => [key, t.raw(key) as string])) } as SandboxDisputesText;
  const login = new URLSearchParams({ flow: 'login', lang: locale });
  if (overlay.frameId) login.set('fid', overlay.frameId);
  return (
    <PayFrame
      frameId={overlay.frameId}
      appOrigin={browserOrigins().appOrigin}
      language={locale}
      title={t('title')}
      closeLabel={pay('close')}
      hideClose={overlay.moduleConfig.hideClose === true}
    >
      <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-accent">{t('testMode')}</p>
      <p className="mt-2 text-sm text-muted">{t('lead')}</p>
      <SandboxDisputes language={locale} text={text} loginHref={`/pay/login/?${login}`} />
    </PayFrame>
  );
}
