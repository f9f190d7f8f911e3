'use client';

import { PayField } from './pay-field';

export type CardText = { cardNumber: string; expiry: string; expiryHint: string; cvc: string; holder: string };
export type CardInput = { number: string; expiry: string; cvc: string; holder: string };

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '', holder: '' };
/** The server's issue paths of the card (lib/contracts/wallet.ts cardSchema under `card`). */
export const CARD_FIELDS = ['card.number', 'card.expiry', 'card.cvc', 'card.holder'] as const;

/** The card of every card payment (top-up, changecc, operator compensation); errors by issue path. */
export function CardFields({ idPrefix, text, card, onChange, errorOf }: { idPrefix: string; text: CardText; card: CardInput; onChange: (card: CardInput) => void; errorOf: (field: string) => string | null }) {
  const set = (key: keyof CardInput) => (value: string) => onChange({ ...card, [key]: value });
  return (
    <>
      <PayField id={`${idPrefix}-number`} label={text.cardNumber} type="text" inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={set('number')} error={errorOf('card.number')} />
      <div className="grid grid-cols-2 gap-3">
        <PayField id={`${idPrefix}-expiry`} label={text.expiry} type="text" autoComplete="cc-exp" value={card.expiry} onChange={set('expiry')} hint={text.expiryHint} error={errorOf('card.expiry')} />
        <PayField id={`${idPrefix}-cvc`} label={text.cvc} type="text" inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={set('cvc')} error={errorOf('card.cvc')} />
      </div>
      <PayField id={`${idPrefix}-holder`} label={text.holder} type="text" autoComplete="cc-name" value={card.holder} onChange={set('holder')} error={errorOf('card.holder')} />
    </>
  );
}
