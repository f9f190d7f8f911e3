import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type PaymentOptionsText, PaymentOptions } from '@/components/account/payment-options';
import { type PhoneVerificationText, PhoneVerification } from '@/components/account/phone-verification';
import { type ReceiptsText, ReceiptsList } from '@/components/account/receipts-list';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { EmailVerificationNotice } from '@/components/personal/email-verification-notice';
import { emailVerificationNoticeText } from '@/components/personal/email-verification-text';
import { PersonalNav } from '@/components/personal/personal-nav';
import { QueryProvider } from '@/components/providers/query-provider';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'Receipts' });
  return pageMetadata({ locale, pathname: '/my-account', title: routes('myAccount'), description: t('lead'), noindex: true });
}

/** The personal area's start: balance and receipts; the same HTML for everyone, the guest's data from the browser. */
export default async function MyAccountPage({ params }: Props) {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'Receipts' });
  const keys = ['loggedOut', 'login', 'balance', 'topUp', 'settings', 'receipts', 'empty', 'loading', 'failed', 'more', 'date', 'item', 'amount'] as const;
  const text: ReceiptsText = {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Omit<ReceiptsText, 'kinds' | 'statement'>),
    statement: t.raw('statement') as string,
    kinds: Object.fromEntries((['top-up', 'bonus-code', 'purchase', 'seed-grant', 'vip-subscription', 'tv-subscription'] as const).map((kind) => [kind, t(`kinds.${kind}`)])),
  };
  const phone = await getTranslations({ locale, namespace: 'PhoneVerification' });
  const phoneKeys = ['heading', 'lead', 'verified', 'number', 'numberHint', 'type', 'mobile', 'landline', 'call', 'calling', 'pinLead', 'pin', 'verify', 'verifying', 'again'] as const;
  const phoneText: PhoneVerificationText = {
    ...(Object.fromEntries(phoneKeys.map((key) => [key, phone.raw(key) as string])) as Omit<PhoneVerificationText, 'testMode' | 'errors'>),
    // Only the sandbox phone verifier exists (lib/server/phone/current-phone-verifier.ts).
    testMode: phone('testMode'),
    errors: phone.raw('errors') as Record<string, string>,
  };
  const options = await getTranslations({ locale, namespace: 'PaymentOptions' });
  const optionsText: PaymentOptionsText = Object.fromEntries(
    (['heading', 'lead', 'oneclick', 'autorecharge', 'changecc', 'changels'] as const).map((key) => [key, options(key)]),
  ) as PaymentOptionsText;
  return (
    <div className="mx-auto max-w-3xl pb-12">
      <PageHeading title={routes('myAccount')} lead={t('lead')} />
      <div className="mt-4"><PersonalNav locale={locale} current="/my-account" /></div>
      <div className="mt-6 flex flex-col gap-8">
        <EmailVerificationNotice text={await emailVerificationNoticeText(locale)} />
        <QueryProvider>
          <ReceiptsList locale={locale} text={text} />
          <PaymentOptions text={optionsText} />
          <PhoneVerification locale={locale} text={phoneText} />
        </QueryProvider>
      </div>
    </div>
  );
}
