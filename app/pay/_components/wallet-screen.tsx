import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ParsedOverlayUrl } from '@/lib/overlay/parse-overlay-url';
import { env } from '@/lib/server/env';
import { SANDBOX_CARRIER_NUMBERS, SANDBOX_CONFIRMATION_CODE } from '@/lib/server/payments/sandbox-cards';
import { AutoRechargeView } from './autorecharge-view';
import { CarrierView } from './carrier-view';
import { CompensationView } from './compensation-view';
import { OneClickView } from './oneclick-view';
import { OtherWaysToPay, type PayWay, SandboxDisputesLink } from './other-ways-to-pay';
import { type CardTopUpFlow, PaymentView } from './payment-view';
import { SepaView } from './sepa-view';
import { VoiceView } from './voice-view';
import {
  autoRechargeText,
  carrierText,
  compensationText,
  methodsText,
  oneClickText,
  paymentText,
  sandboxCards,
  sandboxIbans,
  sepaText,
  voiceText,
} from './wallet-texts';

/** The screens that take money, each a client view of its own. */
export const walletScreens = ['payment', 'changecc', 'changels', 'voice', 'oneclick', 'autorecharge', 'carrier', 'opcompensation'] as const;
export type WalletScreen = (typeof walletScreens)[number];

/** Screens whose title is not a view's (messages PayMethods.title). */
const methodScreens = ['changecc', 'changels', 'voice', 'oneclick', 'autorecharge'] as const;
type MethodScreen = (typeof methodScreens)[number];

export function isWalletScreen(screen: string): screen is WalletScreen {
  return (walletScreens as readonly string[]).includes(screen);
}

/**
 * The payment view's screen by flow (§2). The voice top-up (paytype Voice) has no flow of its own:
 * a card flow with the overlay option `option=voice` (the options parser keeps only known keys).
 */
export function paymentScreenOf(overlay: ParsedOverlayUrl): WalletScreen | null {
  switch (overlay.flow) {
    case 'changecc':
    case 'changels':
    case 'oneclick':
    case 'autorecharge':
      return overlay.flow;
    case 'moneycharge':
    case 'trialmoneycharge':
    case 'limit':
      return overlay.options.option === 'voice' ? 'voice' : 'payment';
    default:
      return null;
  }
}

/** The title of a money screen that has none among the §2 views' titles, else null. */
export async function walletTitle(locale: Locale, screen: string): Promise<string | null> {
  if (!(methodScreens as readonly string[]).includes(screen)) return null;
  const t = await getTranslations({ locale, namespace: 'PayMethods' });
  return t(`title.${screen as MethodScreen}`);
}

type Props = { screen: WalletScreen; locale: Locale; overlay: ParsedOverlayUrl; loginHref: string; paymentHref: string };

/** The top-up screens that offer the other ways to pay (§2 paytypes CC, LS, carrier, Voice). */
const wayOf: Partial<Record<WalletScreen, PayWay>> = { payment: 'card', changels: 'sepa', carrier: 'carrier', voice: 'voice' };

/** One money screen with its texts, and for a top-up the links to the other ways to pay. */
export async function WalletScreenView(props: Props) {
  const way = wayOf[props.screen];
  const body = await WalletScreenBody(props);
  if (!way) return body;
  const t = await getTranslations({ locale: props.locale, namespace: 'PayMethods' });
  const ways = { card: t('ways.card'), sepa: t('ways.sepa'), carrier: t('ways.carrier'), voice: t('ways.voice') };
  return (
    <>
      {body}
      <OtherWaysToPay current={way} text={{ heading: t('otherWays'), ways }} />
      {way === 'card' && env().PAYMENT_PROVIDER === 'sandbox' ? <SandboxDisputesLink label={t('disputeDesk')} /> : null}
    </>
  );
}

/** One money screen with its texts; in test mode (PAYMENT_PROVIDER=sandbox) with the sandbox's test data. */
async function WalletScreenBody({ screen, locale, overlay, loginHref, paymentHref }: Props) {
  const sandbox = env().PAYMENT_PROVIDER === 'sandbox';
  const [text, compensation, testCards] = await Promise.all([paymentText(locale), compensationText(locale), sandbox ? sandboxCards(locale) : null]);
  const common = { language: locale, text, compensation, loginHref, testCards };
  const preselected = overlay.prefill.selectedAmount;

  switch (screen) {
    case 'payment':
    case 'changecc':
      return <PaymentView {...common} save={await methodsText(locale)} flow={screen === 'changecc' ? 'changecc' : (overlay.flow as CardTopUpFlow)} preselected={preselected} />;
    case 'changels':
      return (
        <SepaView {...common} sepa={await sepaText(locale)} descriptor={env().BILLING_DESCRIPTOR} preselected={preselected} testIbans={sandbox ? await sandboxIbans(locale) : null} />
      );
    case 'carrier':
      return (
        <CarrierView
          {...common}
          carrier={await carrierText(locale)}
          carrierTest={sandbox ? { code: SANDBOX_CONFIRMATION_CODE, declinedNumber: SANDBOX_CARRIER_NUMBERS.declined } : null}
        />
      );
    case 'voice':
      return <VoiceView {...common} voice={await voiceText(locale)} flow={overlay.flow} sandboxTelephone={sandbox} />;
    case 'oneclick':
      return <OneClickView {...common} methods={await methodsText(locale)} oneClick={await oneClickText(locale)} />;
    case 'autorecharge':
      return <AutoRechargeView {...common} methods={await methodsText(locale)} auto={await autoRechargeText(locale)} />;
    case 'opcompensation':
      return <CompensationView language={locale} text={text} compensation={compensation} loginHref={loginHref} paymentHref={paymentHref} testCards={testCards} />;
  }
}
