import { formatMoney } from '@/lib/format/currency';
import type { Money } from '@/lib/contracts/money';

export type PriceLabels = {
  free: string;
  /** Screen-reader phrase for the struck-through price, e.g. "Regular price {price}". */
  basePrice: (price: string) => string;
};

type PriceProps = {
  price: Money;
  basePrice?: Money;
  free?: boolean;
  labels: PriceLabels;
};

/**
 * A price per §9 (formatMoney: '12,99 €', ',00' stripped). A discount shows the base price
 * struck through before the price; free items show the 'free' label instead of 0 €.
 */
export function Price({ price, basePrice, free = false, labels }: PriceProps) {
  if (free) return <span className="font-semibold text-online">{labels.free}</span>;
  const now = formatMoney(price.value, price.currency);
  const discounted = basePrice !== undefined && basePrice.currency === price.currency && basePrice.value > price.value;
  if (!discounted) return <span className="font-semibold text-fg">{now}</span>;
  const before = formatMoney(basePrice.value, basePrice.currency);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <s aria-hidden="true" className="text-muted">
        {before}
      </s>
      <span className="sr-only">{labels.basePrice(before)}</span>
      <span className="font-semibold text-sale">{now}</span>
    </span>
  );
}

/** Whole-percent discount of a price against its base price (0 when there is none). */
export function discountPercent(price: Money, basePrice: Money): number {
  if (basePrice.value <= 0 || basePrice.value <= price.value || basePrice.currency !== price.currency) return 0;
  return Math.round(((basePrice.value - price.value) / basePrice.value) * 100);
}
