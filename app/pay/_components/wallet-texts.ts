import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { SANDBOX_CARDS, SANDBOX_IBANS, formatCardNumber } from '@/lib/server/payments/sandbox-cards';
import type { AutoRechargeText } from './autorecharge-view';
import type { CarrierText } from './carrier-view';
import type { CompensationText } from './compensation-screen';
import type { MethodsText } from './methods-text';
import type { OneClickText } from './oneclick-view';
import type { PaymentText } from './payment-text';
import { pick } from './pick-text';
import type { SepaText } from './sepa-view';
import type { TestRow } from './test-mode-note';
import type { VoiceText } from './voice-pin-screen';

/**
 * The texts of the money screens of the hosted flow, translated on the server. Templates with
 * placeholders ({amount}, {label}, …) are passed raw and filled in by the views.
 */
export async function paymentText(locale: Locale): Promise<PaymentText> {
  const t = await getTranslations({ locale, namespace: 'PayPayment' });
  const keys = [
    'loading', 'loggedOut', 'toLogin', 'amount', 'otherAmount', 'cardNumber', 'expiry', 'expiryHint', 'cvc', 'holder', 'paying', 'testMode',
    'testCards', 'invalid', 'failed', 'restricted', 'confirmTitle', 'confirmLead', 'code', 'confirm', 'confirming', 'wrongCode', 'continue',
  ] as const;
  const reasons = ['card_declined', 'insufficient_funds', 'expired_card', 'confirmation_failed'] as const;
  return {
    ...pick(t, '', keys),
    pay: t.raw('pay') as string,
    done: t.raw('done') as string,
    newBalance: t.raw('newBalance') as string,
    descriptor: t.raw('descriptor') as string,
    declined: Object.fromEntries(reasons.map((reason) => [reason, t(`declined.${reason}`)])),
  };
}

/** README lists the same cards: lib/server/payments/sandbox-cards.ts. */
export async function sandboxCards(locale: Locale): Promise<TestRow[]> {
  const t = await getTranslations({ locale, namespace: 'PayPayment' });
  const methods = await getTranslations({ locale, namespace: 'PayMethods' });
  return [
    { label: t('cards.success'), value: formatCardNumber(SANDBOX_CARDS.success) },
    { label: t('cards.declined'), value: formatCardNumber(SANDBOX_CARDS.declined) },
    { label: t('cards.insufficientFunds'), value: formatCardNumber(SANDBOX_CARDS.insufficientFunds) },
    { label: t('cards.needsConfirmation'), value: formatCardNumber(SANDBOX_CARDS.needsConfirmation) },
    { label: methods('declinesLater'), value: formatCardNumber(SANDBOX_CARDS.declinesLater) },
  ];
}

export async function sandboxIbans(locale: Locale): Promise<TestRow[]> {
  const t = await getTranslations({ locale, namespace: 'PaySepa' });
  const spaced = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
  return [
    { label: t('ibans.success'), value: spaced(SANDBOX_IBANS.success) },
    { label: t('ibans.declined'), value: spaced(SANDBOX_IBANS.declined) },
  ];
}

export async function methodsText(locale: Locale): Promise<MethodsText> {
  const t = await getTranslations({ locale, namespace: 'PayMethods' });
  const keys = ['saveCard', 'changeccNote', 'cardSaved', 'savedMethods', 'noMethods', 'isDefault', 'remove', 'removing', 'removeFailed', 'addCard', 'back'] as const;
  return { ...pick(t, '', keys), removeLabel: t.raw('removeLabel') as string, paytype: { CC: t('paytype.CC'), LS: t('paytype.LS') } };
}

export async function compensationText(locale: Locale): Promise<CompensationText> {
  const t = await getTranslations({ locale, namespace: 'PayCompensation' });
  const keys = ['lead', 'items', 'reasonColumn', 'dateColumn', 'amountColumn', 'total', 'paying', 'done', 'nothingOpen', 'toTopUp', 'failed'] as const;
  const reasons = ['chargeback', 'returned_debit', 'failed_payment'] as const;
  return { ...pick(t, '', keys), pay: t.raw('pay') as string, reason: Object.fromEntries(reasons.map((reason) => [reason, t(`reason.${reason}`)])) };
}

export async function sepaText(locale: Locale): Promise<SepaText> {
  const t = await getTranslations({ locale, namespace: 'PaySepa' });
  return {
    ...pick(t, '', ['iban', 'ibanHint', 'holder', 'mandateMissing', 'paying', 'declined', 'saved', 'testIbans'] as const),
    mandate: t.raw('mandate') as string,
    pay: t.raw('pay') as string,
  };
}

export async function carrierText(locale: Locale): Promise<CarrierText> {
  const t = await getTranslations({ locale, namespace: 'PayCarrier' });
  return {
    ...pick(t, '', ['lead', 'msisdn', 'msisdnHint', 'paying', 'declined', 'testLead', 'testCode', 'testDeclined'] as const),
    pay: t.raw('pay') as string,
    confirmLead: t.raw('confirmLead') as string,
  };
}

export async function voiceText(locale: Locale): Promise<VoiceText> {
  const t = await getTranslations({ locale, namespace: 'PayVoice' });
  return {
    ...pick(t, '', ['lead', 'starting', 'callNumber', 'enterPin', 'waiting', 'expired', 'restart', 'openTelephone', 'testLead'] as const),
    start: t.raw('start') as string,
    validFor: t.raw('validFor') as string,
  };
}

export async function oneClickText(locale: Locale): Promise<OneClickText> {
  const t = await getTranslations({ locale, namespace: 'PayOneClick' });
  return { ...pick(t, '', ['lead', 'paying', 'unavailable'] as const), paidWith: t.raw('paidWith') as string, topUp: t.raw('topUp') as string };
}

export async function autoRechargeText(locale: Locale): Promise<AutoRechargeText> {
  const t = await getTranslations({ locale, namespace: 'PayAutoRecharge' });
  return pick(t, '', ['lead', 'enabled', 'threshold', 'amount', 'save', 'saving', 'saved', 'noMethod', 'unavailable'] as const);
}
