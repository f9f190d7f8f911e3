import { getLocale, getTranslations } from 'next-intl/server';
import { AlbumBuy } from '@/components/album/album-buy';
import { PinIsland } from '@/components/favorites/pin-island';
import { RatingButtons } from '@/components/social/rating-buttons';
import { RatingIsland } from '@/components/social/rating-island';
import { purchaseText } from '@/components/purchase/purchase-text';
import { Badge } from '@/components/ui/badge';
import { Img } from '@/components/ui/img';
import { Price, discountPercent } from '@/components/ui/price';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { AlbumDetail } from '@/lib/contracts/album';
import { formatMoney } from '@/lib/format/currency';
import { formatNumber } from '@/lib/format/number';
import { BUY_ANCHOR } from './album-anchors';

/**
 * The head of the album page: cover, title (the page's h1), performer, badges, price (base price
 * struck through on a discount), like and dislike (AlbumRating), the album's heart (§7 favourite
 * pin), the buy button (AlbumBuy), views and description. The price block is the page's #buy anchor, where the locked pictures
 * send the guest.
 */
export async function AlbumSummary({ album, published }: { album: AlbumDetail; published: string }) {
  const t = await getTranslations('Album');
  const s = await getTranslations('AlbumSocial');
  const ui = await getTranslations('SocialUi');
  const fav = await getTranslations('Favorite');
  const ratingText = { group: t('ratingHeading'), like: s('like'), dislike: s('dislike'), failed: s('ratingFailed') };
  const locale = (await getLocale()) as Locale;
  const percent = album.free ? 0 : discountPercent(album.price, album.basePrice);
  const stats = [
    { id: 'pictures', text: t('pictureCount', { count: album.pictureCount }) },
    { id: 'views', text: t('views', { count: album.albumTotalViews, formatted: formatNumber(album.albumTotalViews) }) },
    { id: 'published', text: `${t('published')} ${published}` },
  ];
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <Img
        src={album.preview.url}
        width={album.preview.width}
        height={album.preview.height}
        alt={t('coverAlt', { title: album.title })}
        loading="eager"
        className="aspect-[3/4] w-full rounded-tile object-cover ring-1 ring-line"
      />
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap gap-1.5">
          {album.free ? <Badge tone="free">{t('free')}</Badge> : null}
          {percent > 0 ? <Badge tone="sale">{t('discount', { percent })}</Badge> : null}
          {album.isVipContent ? <Badge tone="vip">{t('vip')}</Badge> : null}
          <span className="rounded bg-surface-2 px-1.5 py-0.5 text-[0.6875rem] font-bold uppercase tracking-wide text-fg">
            {t('fsk', { rating: album.ageRating })}
          </span>
        </div>
        <h1 className="break-words text-2xl font-bold tracking-tight text-balance sm:text-3xl">{album.title}</h1>
        <p className="text-sm text-muted">
          {t('model')}:{' '}
          <Link
            href={{ pathname: '/amateur/[actorName]', params: { actorName: album.model.slug } }}
            className="font-medium text-accent hover:underline"
          >
            {album.model.name}
          </Link>
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {stats.map((stat) => (
            <li key={stat.id}>{stat.text}</li>
          ))}
        </ul>
        <div id={BUY_ANCHOR} className="flex scroll-mt-20 flex-wrap items-center gap-x-6 gap-y-2">
          <p className="text-xl">
            <span className="sr-only">{t('priceLabel')}: </span>
            <Price price={album.price} basePrice={album.basePrice} free={album.free} labels={{ free: t('free'), basePrice: (price) => t('basePrice', { price }) }} />
          </p>
          <RatingIsland subject="album" rating={{ locale, albumId: album.id, likes: album.rating.likes, dislikes: album.rating.dislikes, text: ratingText }}>
            <RatingButtons rating={{ likes: album.rating.likes, dislikes: album.rating.dislikes, mine: null }} failed={false} text={ratingText} />
          </RatingIsland>
          <PinIsland subject="album" targetId={album.id} locale={locale} text={{ add: ui('pinAlbum'), remove: ui('unpinAlbum'), label: fav('label') }} />
        </div>
        {album.isVipContent ? <p className="text-sm text-muted">{t('vipNote')}</p> : null}
        {!album.free ? (
          <div className="self-start">
            <AlbumBuy
              locale={locale}
              albumId={album.id}
              title={album.title}
              priceFormatted={formatMoney(album.price.value, album.price.currency)}
              text={await purchaseText()}
              owned={s('owned')}
            />
          </div>
        ) : null}
        {album.description.trim() ? (
          <p className="max-w-prose whitespace-pre-line text-pretty text-fg/90">{album.description}</p>
        ) : null}
      </div>
    </div>
  );
}
