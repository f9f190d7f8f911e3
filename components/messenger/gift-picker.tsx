'use client';

import { Img } from '@/components/ui/img';
import type { Gift, ToyControl } from '@/lib/contracts/messenger';
import { formatMoney } from '@/lib/format/currency';
import { fill } from '@/lib/format/fill';
import { type GiftComposer, giftCount } from '@/lib/messenger/gift-composer';
import { GIFTS_PER_MESSAGE } from '@/lib/contracts/messenger';
import type { MessengerText } from './messenger-text';

type Props = {
  text: MessengerText;
  language: string;
  gifts: Gift[];
  toys: ToyControl[];
  /** §4: toy controls only while her toy can be controlled. */
  toysAvailable: boolean;
  isVip: boolean;
  composer: GiftComposer;
  onAdd: (giftId: number) => void;
};

/** §3 gift name in the page's language when the catalogue has it. */
export function giftName(gift: Pick<Gift, 'name' | 'translations'>, language: string): string {
  return gift.translations.find((entry) => entry.language === language && entry.name === 'name')?.value ?? gift.name;
}

/**
 * The §4 gift composer's catalogue: gifts (VIP-only ones marked and closed to non-VIP guests) and
 * toy controls (duration, random). Each shows the temporary owned count: what is left of the
 * guest's bought gifts after those already on this message.
 */
export function GiftPicker({ text, language, gifts, toys, toysAvailable, isVip, composer, onAdd }: Props) {
  const full = giftCount(composer) >= GIFTS_PER_MESSAGE;
  const tile = (gift: Gift, extra?: string) => {
    const name = giftName(gift, language);
    const owned = composer.owned.get(gift.id) ?? 0;
    const price = formatMoney(gift.price.value, 'EUR');
    const locked = gift.vip && !isVip;
    return (
      <li key={gift.id}>
        <button
          type="button"
          disabled={locked || full || !gift.active}
          onClick={() => onAdd(gift.id)}
          aria-label={fill(text.addGift, { name, price })}
          className="flex w-full flex-col items-center gap-1 rounded-tile border border-line bg-surface-2 p-2 text-xs hover:border-accent disabled:opacity-50"
        >
          <Img src={gift.imageUrl} width={40} height={40} alt="" className="size-10" />
          <span className="line-clamp-1 font-medium">{name}</span>
          <span className="tabular-nums text-muted">{price}</span>
          {extra ? <span className="text-muted">{extra}</span> : null}
          {owned > 0 ? <span className="text-online">{fill(text.owned, { count: owned })}</span> : null}
          {gift.vip ? <span className="rounded-full bg-accent/20 px-1.5 text-accent">{text.vipOnly}</span> : null}
        </button>
      </li>
    );
  };
  const grid = 'grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6';
  return (
    <div className="flex flex-col gap-3">
      <section aria-label={text.gifts}>
        <h3 className="mb-2 text-sm font-semibold">{text.gifts}</h3>
        <ul className={grid}>{gifts.map((gift) => tile(gift))}</ul>
      </section>
      <section aria-label={text.toys}>
        <h3 className="mb-2 text-sm font-semibold">{text.toys}</h3>
        {toysAvailable && toys.length > 0 ? (
          <ul className={grid}>
            {toys.map((toy) => tile(toy, [fill(text.duration, { seconds: toy.duration }), toy.random ? text.random : ''].filter(Boolean).join(' · ')))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{text.toysUnavailable}</p>
        )}
      </section>
    </div>
  );
}
