import { getTranslations } from 'next-intl/server';
import type { ActorProfile } from '@/lib/contracts/actor';
import type { Money } from '@/lib/contracts/money';
import { formatMoney } from '@/lib/format/currency';

type PriceRow = { id: string; label: string; money: Money; unit: 'minute' | 'message' };

/**
 * The performer's chat prices. §9: formatted by the one money formatter ('1,49 €'), chat
 * prices shown per minute; messages are paid per message. Voyeur chat and the anonymous voice call only where offered.
 */
export async function ChatPrices({ profile }: { profile: ActorProfile }) {
  const t = await getTranslations('Profile');
  const { prices, flags } = profile;
  const rows: PriceRow[] = [
    { id: 'video', label: t('videoChat'), money: prices.videoChat, unit: 'minute' },
    ...(flags.voyeurChat ? [{ id: 'voyeur', label: t('voyeurChat'), money: prices.voyeurChat, unit: 'minute' } as const] : []),
    { id: 'single', label: t('singleChat'), money: prices.singleChat, unit: 'minute' },
    { id: 'c2c', label: t('singleC2CChat'), money: prices.singleC2CChat, unit: 'minute' },
    { id: 'call', label: t('videoCall'), money: prices.videoCall, unit: 'minute' },
    ...(flags.voiceCall ? [{ id: 'voice', label: t('voiceCall'), money: prices.voiceCall, unit: 'minute' } as const] : []),
    { id: 'message', label: t('message'), money: prices.message, unit: 'message' },
  ];

  return (
    <>
      {flags.freeChat ? (
        <p className="mb-3 inline-flex rounded-full bg-online/10 px-3 py-1 text-sm font-medium text-online ring-1 ring-online/30">
          {t('freeChat')}
        </p>
      ) : null}
      <dl className="grid gap-px overflow-hidden rounded-tile bg-line ring-1 ring-line">
        {rows.map((row) => {
          const price = formatMoney(row.money.value, row.money.currency);
          return (
            <div key={row.id} className="flex items-baseline justify-between gap-4 bg-surface px-4 py-3">
              <dt className="text-sm text-muted">{row.label}</dt>
              <dd className="text-sm font-semibold tabular-nums text-fg">
                {row.unit === 'minute' ? t('perMinute', { price }) : t('perMessage', { price })}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
