import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { browserOrigins, publicOrigin } from '@/lib/server/env';
import { type OverlayView, overlayViews } from '@/lib/overlay/flows';
import { type ParsedOverlayUrl, parseOverlayUrl } from '@/lib/overlay/parse-overlay-url';
import { type LoginText, LoginView } from './login-view';
import { type AboText, AboView } from './abo-view';
import { type AvsText, AvsView } from './avs-view';
import { type SubscriptionFlow, subscriptionFlows } from '@/lib/contracts/subscriptions';
import { formatMoney } from '@/lib/format/currency';
import { plans } from '@/lib/server/subscriptions/plans';
import { type PromocodeText, PromocodeView } from './promocode-view';
import { PayFrame } from './pay-frame';
import { pick } from './pick-text';
import { PwdLostForm, type PwdLostText } from './pwd-lost-form';
import { PwdResetForm, type PwdResetText } from './pwd-reset-form';
import { type SettingsText, SettingsView } from './settings-view';
import { type SignupText, SignupView } from './signup-view';
import { isWalletScreen, paymentScreenOf, type WalletScreen, WalletScreenView, walletTitle } from './wallet-screen';

export type PaySearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The views this page serves ('' is /pay/ itself). */
export function payView(segment: string | undefined): OverlayView {
  const view = (segment ?? '') as OverlayView;
  if (!overlayViews.includes(view)) notFound();
  return view;
}

/** The query as the pay page's own URL, read by the one parser of the overlay options. */
async function readOverlay(searchParams: PaySearchParams): Promise<ParsedOverlayUrl> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    if (typeof value === 'string') query.set(key, value);
  }
  return parseOverlayUrl(`http://pay.invalid/pay/?${query}`);
}

/** What the page shows: one screen per view and flow; the money screens are ./wallet-screen.tsx's. */
type Screen = 'login' | 'signup' | 'pwdlost' | 'pwdreset' | 'settings' | 'promocode' | 'avs' | 'abo' | 'notice' | WalletScreen;

function screenOf(view: OverlayView, overlay: ParsedOverlayUrl): Screen {
  if (view === 'login') return overlay.flow === 'pwdlost' || overlay.flow === 'pwdreset' ? overlay.flow : 'login';
  if (view === 'signup') return 'signup';
  if (view === 'promocode') return 'promocode';
  if (view === 'avs') return 'avs';
  if (view === 'abo' || view === 'vxabo') return 'abo';
  if (view === 'payment') return paymentScreenOf(overlay) ?? 'notice';
  if (view === 'carrier' || view === 'opcompensation') return view;
  if (view === '' && (overlay.flow === 'settings' || overlay.flow === 'vxsettings')) return 'settings';
  return 'notice';
}

/** The page title: the view's own for the views that serve several flows (abo and vxabo, the shells), else the screen's. */
async function titleOf(locale: Locale, view: OverlayView, screen: Screen): Promise<string> {
  const own = await walletTitle(locale, screen);
  if (own) return own;
  const t = await getTranslations({ locale, namespace: 'Pay' });
  return t(`title.${screen === 'notice' || screen === 'abo' ? view || 'default' : screen}`);
}

/** The same overlay URL on another view (keeps fid, lang and every option). */
function viewHref(overlay: ParsedOverlayUrl, query: URLSearchParams, view: OverlayView, flow: string): string {
  const next = new URLSearchParams(query);
  next.set('flow', flow);
  if (overlay.frameId) next.set('fid', overlay.frameId);
  return `/pay/${view ? `${view}/` : ''}?${next}`;
}

export async function payViewMetadata(view: OverlayView, searchParams: PaySearchParams): Promise<Metadata> {
  const overlay = await readOverlay(searchParams);
  return { title: await titleOf(overlay.options.lang ?? 'en', view, screenOf(view, overlay)) };
}

/** One hosted view (§2) in the card of app/pay/_components/pay-frame.tsx. */
export async function PayViewPage({ view, searchParams }: { view: OverlayView; searchParams: PaySearchParams }) {
  await connection();
  const overlay = await readOverlay(searchParams);
  const raw = await searchParams;
  const query = new URLSearchParams(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const locale: Locale = overlay.options.lang ?? 'en';
  const t = await getTranslations({ locale, namespace: 'Pay' });
  const screen = screenOf(view, overlay);
  const { appOrigin } = browserOrigins();
  const app = appOrigin ?? '';
  const hostId = overlay.options.host ?? (overlay.prefill.hostData ? String(overlay.prefill.hostData.id) : undefined);
  const title = await titleOf(locale, view, screen);

  return (
    <PayFrame
      frameId={overlay.frameId}
      appOrigin={appOrigin}
      language={locale}
      title={title}
      closeLabel={t('close')}
      hideClose={overlay.moduleConfig.hideClose === true}
    >
      {screen === 'login' ? (
        <LoginView
          language={locale}
          text={pick(t, 'login', loginKeys) as LoginText}
          signupHref={viewHref(overlay, query, 'signup', 'signup')}
          pwdLostHref={viewHref(overlay, query, 'login', 'pwdlost')}
          hostId={hostId}
        />
      ) : null}
      {screen === 'signup' ? (
        <SignupView
          language={locale}
          text={pick(t, 'signup', signupKeys) as SignupText}
          loginHref={viewHref(overlay, query, 'login', 'login')}
          termsHref={overlay.options.aurl ?? `${app || publicOrigin()}${hrefOf(locale, '/terms-of-service')}`}
          privacyHref={overlay.options.prurl ?? `${app || publicOrigin()}${hrefOf(locale, '/data-protection')}`}
          initialEmail={overlay.prefill.signupEmail}
          initialScreenName={overlay.prefill.screenName ?? overlay.prefill.signupName}
          hostId={hostId}
        />
      ) : null}
      {screen === 'pwdlost' ? (
        <>
          <p className="mt-2 text-sm text-muted">{(await getTranslations({ locale, namespace: 'PayLost' }))('lead')}</p>
          <PwdLostForm language={locale} text={await lostText(locale)} initialEmail={overlay.options.tpEmailPwdLost ?? overlay.options.tpLoginPwdLost ?? ''} />
        </>
      ) : null}
      {screen === 'pwdreset' ? (
        overlay.options.u && overlay.options.key ? (
          <PwdResetForm u={overlay.options.u} resetKey={overlay.options.key} language={locale} text={await resetText(locale)} />
        ) : (
          <p role="alert" className="mt-6 text-sm text-sale">
            {t('missingResetLink')}
          </p>
        )
      ) : null}
      {screen === 'settings' ? (
        <SettingsView
          language={locale}
          text={pick(t, 'settings', settingsKeys) as SettingsText}
          loginHref={viewHref(overlay, query, 'login', 'login')}
          promocodeHref={viewHref(overlay, query, 'promocode', 'promocode')}
          paymentHref={viewHref(overlay, query, 'payment', 'moneycharge')}
          avsHref={viewHref(overlay, query, 'avs', 'avs')}
        />
      ) : null}
      {isWalletScreen(screen) ? (
        <WalletScreenView
          screen={screen}
          locale={locale}
          overlay={overlay}
          loginHref={viewHref(overlay, query, 'login', 'login')}
          paymentHref={viewHref(overlay, query, 'payment', 'moneycharge')}
        />
      ) : null}
      {screen === 'promocode' ? (
        <PromocodeView
          language={locale}
          text={await promocodeText(locale)}
          loginHref={viewHref(overlay, query, 'login', 'login')}
          flow={overlay.flow}
          initialCode={overlay.options.pc}
        />
      ) : null}
      {screen === 'avs' ? (
        <AvsView
          language={locale}
          text={await avsText(locale)}
          loginHref={viewHref(overlay, query, 'login', 'login')}
        />
      ) : null}
      {screen === 'abo' ? (
        <AboView
          language={locale}
          text={await aboText(locale)}
          loginHref={viewHref(overlay, query, 'login', 'login')}
          paymentHref={viewHref(overlay, query, 'payment', 'moneycharge')}
          flow={aboFlow(view, overlay)}
        />
      ) : null}
      {screen === 'notice' ? (
        <div className="mt-4 flex flex-col gap-4 text-sm">
          <p className="text-muted">{t(`lead.${view || 'default'}`)}</p>
          {view ? <p className="rounded-tile border border-line bg-surface-2 p-4">{t('notOpenYet')}</p> : null}
        </div>
      ) : null}
    </PayFrame>
  );
}

const loginKeys = ['email', 'password', 'submit', 'sending', 'missing', 'invalid', 'tooMany', 'locked', 'disabled', 'failed', 'forgot', 'noAccount', 'toSignup'] as const;
const signupKeys = [
  'email', 'screenName', 'screenNameHint', 'password', 'passwordHint', 'termsBefore', 'terms', 'termsMiddle', 'privacy', 'termsAfter',
  'submit', 'sending', 'invalidEmail', 'invalidScreenName', 'tooShort', 'termsMissing', 'emailTaken', 'screenNameTaken', 'disabled', 'failed',
  'haveAccount', 'toLogin',
] as const;
const settingsKeys = [
  'loading', 'loggedOut', 'toLogin', 'account', 'screenName', 'email', 'changePassword', 'currentPassword', 'newPassword', 'passwordHint',
  'save', 'saving', 'saved', 'wrongPassword', 'tooShort', 'failed', 'logout', 'redeemCode', 'topUp', 'verifyAge',
] as const;

async function lostText(locale: Locale): Promise<PwdLostText> {
  const t = await getTranslations({ locale, namespace: 'PayLost' });
  return pick(t, '', ['email', 'submit', 'sending', 'invalidEmail', 'failed', 'tooMany', 'sent'] as const) as PwdLostText;
}

async function resetText(locale: Locale): Promise<PwdResetText> {
  const t = await getTranslations({ locale, namespace: 'PayReset' });
  const keys = ['password', 'passwordHint', 'confirm', 'submit', 'saving', 'tooShort', 'mismatch', 'invalidLink', 'failed', 'done'] as const;
  return pick(t, '', keys) as PwdResetText;
}

async function promocodeText(locale: Locale): Promise<PromocodeText> {
  const t = await getTranslations({ locale, namespace: 'PayPromocode' });
  const keys = ['loading', 'loggedOut', 'toLogin', 'code', 'redeem', 'redeeming', 'missing', 'failed', 'done', 'continue'] as const;
  const errorCodes = ['BONUS_CODE_UNKNOWN', 'BONUS_CODE_EXPIRED', 'BONUS_CODE_USED', 'BONUS_CODE_EXHAUSTED', 'BONUS_CODE_CONDITION'] as const;
  const kinds = [
    'bonusMoney', 'coins', 'credits', 'vipSubscription', 'premiumSubscription', 'videoVoucher', 'photoVoucher', 'freeMinutes', 'freeMessages',
    'mediaAlbum', 'actorSubscription', 'messengerGifts', 'liveShow', 'conversionChatTrial', 'spins',
  ] as const;
  return {
    ...pick(t, '', keys),
    errors: Object.fromEntries(errorCodes.map((code) => [code, t(`errors.${code}`)])),
    // Filled in by the view ({n}, {amount}).
    benefits: Object.fromEntries(kinds.map((kind) => [kind, t.raw(`benefits.${kind}`) as string])),
  };
}

async function avsText(locale: Locale): Promise<AvsText> {
  const t = await getTranslations({ locale, namespace: 'PayAvs' });
  const keys = ['loading', 'loggedOut', 'toLogin', 'intro', 'start', 'starting', 'pending', 'accepted', 'retry', 'failed', 'continue'] as const;
  return { ...pick(t, '', keys), rejected: t.raw('rejected') as string };
}

/** The subscription a view sells: its flow when it names one, else VIP (abo) or TV (vxabo). */
function aboFlow(view: OverlayView, overlay: ParsedOverlayUrl): SubscriptionFlow {
  const named = (subscriptionFlows as readonly string[]).includes(overlay.flow) ? (overlay.flow as SubscriptionFlow) : null;
  return named ?? (view === 'vxabo' ? 'vxtvabo' : 'vipabo');
}

async function aboText(locale: Locale): Promise<AboText> {
  const t = await getTranslations({ locale, namespace: 'PayAbo' });
  const keys = [
    'loading', 'loggedOut', 'toLogin', 'start', 'starting', 'insufficient', 'toTopUp', 'already', 'failed', 'ends', 'cancel', 'offerTitle', 'offerBody',
    'takeOffer', 'cancelAnyway', 'cancelled', 'continue',
  ] as const;
  const price = (cents: number) => formatMoney(cents, 'EUR');
  return {
    ...pick(t, '', keys),
    running: t.raw('running') as string,
    renews: t.raw('renews') as string,
    offerTaken: t.raw('offerTaken') as string,
    done: t.raw('done') as string,
    kinds: { vip: t('kinds.vip'), tv: t('kinds.tv') },
    offer: {
      vipabo: t('offer.vipabo', { price: price(plans.vipabo.firstPrice) }),
      trialvipabo: t('offer.trialvipabo', { price: price(plans.trialvipabo.firstPrice), renewal: price(plans.trialvipabo.renewalPrice) }),
      vxtvabo: t('offer.vxtvabo', { price: price(plans.vxtvabo.firstPrice) }),
    },
  };
}
