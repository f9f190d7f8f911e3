import type { ReactNode } from 'react';
import type { DailyBonusOffer } from '@/lib/contracts/daily-bonus';
import { formatMoney } from '@/lib/format/currency';
import type { DailyBonusText } from './daily-bonus-text';

const fill = (template: string, value: string | number) => template.replaceAll('{value}', String(value));

/** The effect's value as the page writes it (cents as money, the rest as numbers; one of a count in the singular). */
export function effectText(text: DailyBonusText, effect: DailyBonusOffer['effect']): string {
  const singular = `${effect.name}One`;
  const template = effect.value === 1 && singular in text.effects ? text.effects[singular as keyof DailyBonusText['effects']] : text.effects[effect.name];
  return fill(template, effect.unit === 'cents' ? formatMoney(effect.value, 'EUR') : effect.value);
}

type Props = { offer: DailyBonusOffer | null; heading: string; text: DailyBonusText; highlight?: boolean; children?: ReactNode; testId: string };

/** One §3 offer: kind, effect, conditions, quantity, price or free, content (video, album, wallpaper, gift). */
export function OfferCard({ offer, heading, text, highlight = false, children, testId }: Props) {
  return (
    <section aria-label={heading} data-testid={testId} className={`flex flex-col gap-3 rounded-2xl p-4 ring-1 ${highlight ? 'bg-surface-2 ring-accent' : 'bg-surface ring-line'}`}>
      <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{heading}</h2>
      {offer ? (
        <>
          <p className="text-lg font-semibold" data-testid="daily-bonus-kind">
            {text.kinds[offer.kind]}
          </p>
          <p>{effectText(text, offer.effect)}</p>
          {offer.conditions.map((condition) => (
            <p key={condition.name} className="text-sm text-muted">
              {fill(text.conditions[condition.name], condition.name === 'minTopUp' ? formatMoney(condition.value, 'EUR') : condition.value)}
            </p>
          ))}
          <p className="text-sm">
            {offer.free ? text.free : offer.price ? fill(text.buy, formatMoney(offer.price.value, 'EUR')) : null}
            {' · '}
            {offer.quantity === null ? text.unlimited : offer.quantity === 0 ? text.soldOut : fill(text.left, offer.quantity)}
          </p>
          {offer.content.video ? (
            <a className="text-accent underline" href={offer.content.video.link}>
              {text.openVideo}: {offer.content.video.title}
            </a>
          ) : null}
          {offer.content.album ? (
            <a className="text-accent underline" href={offer.content.album.link}>
              {text.openAlbum}: {offer.content.album.title}
            </a>
          ) : null}
          {offer.content.wallpaper ? (
            // eslint-disable-next-line @next/next/no-img-element -- an SVG the app draws, no optimisation to gain
            <img src={offer.content.wallpaper.preview} alt={text.wallpaper} width={240} height={135} loading="lazy" className="rounded-lg" />
          ) : null}
          {children}
        </>
      ) : (
        <p className="text-muted">{text.noOffer}</p>
      )}
    </section>
  );
}
