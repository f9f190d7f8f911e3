import { getLocale, getTranslations } from 'next-intl/server';
import { VipAccess } from '@/components/video/vip-access';
import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { Badge } from '@/components/ui/badge';
import { discountPercent } from '@/components/ui/price';
import type { VideoDetail } from '@/lib/contracts/video';
import { formatMoney } from '@/lib/format/currency';

/**
 * The price (§9 format), the base price struck through with the discount percent when it is on
 * sale, or the free label; VIP labels beside it. Server-rendered and the same for everyone: the
 * buy button sits on the preview (components/video/watch-area.tsx), where the guest's access is known.
 */
export async function VideoPrice({ video }: { video: VideoDetail }) {
  const t = await getTranslations('VideoDetail');
  const tile = await getTranslations('VideoTile');
  const percent = video.free ? 0 : discountPercent(video.price, video.basePrice);
  const before = formatMoney(video.basePrice.value, video.basePrice.currency);
  const locale = (await getLocale()) as Locale;
  return (
    <div className="rounded-tile bg-surface p-4 ring-1 ring-line">
      <p className="text-sm text-muted">{t('price')}</p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="video-price">
        {video.free ? (
          <span className="text-2xl font-bold text-online">{t('free')}</span>
        ) : (
          <>
            <span className={`text-2xl font-bold tabular-nums ${percent > 0 ? 'text-sale' : 'text-fg'}`}>
              {formatMoney(video.price.value, video.price.currency)}
            </span>
            {percent > 0 ? (
              <>
                <s aria-hidden="true" className="tabular-nums text-muted">
                  {before}
                </s>
                <span className="sr-only">{tile('basePrice', { price: before })}</span>
                <span className="text-sm font-semibold text-sale">{t('discount', { percent })}</span>
              </>
            ) : null}
          </>
        )}
      </p>
      {video.vip || video.isVip30Offer ? (
        <p className="mt-3 flex flex-wrap gap-2">
          {video.vip ? <Badge tone="vip">{t('vip')}</Badge> : null}
          {video.isVip30Offer ? <Badge tone="vip">{t('vip30')}</Badge> : null}
        </p>
      ) : null}
      {video.vip ? (
        <VipAccess
          locale={locale}
          videoId={video.id}
          vipClubHref={hrefOf(locale, '/vipclub')}
          text={{ unlocked: t('vipUnlocked'), included: t('vipIncluded'), join: t('vipJoin') }}
        />
      ) : null}
    </div>
  );
}
