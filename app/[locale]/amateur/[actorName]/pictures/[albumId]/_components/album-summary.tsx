import { Img } from '@/components/ui/img';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Price, discountPercent } from '@/components/ui/price';
import { Link } from '@/i18n/navigation';
import type { AlbumDetail } from '@/lib/contracts/album';
import { formatNumber } from '@/lib/format/number';

/** A thumb icon for likes (up) and dislikes (down). */
function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-4 fill-none stroke-current ${down ? 'rotate-180' : ''}`} strokeWidth="1.8">
      <path d="M7 10v11H3V10h4Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8a2 2 0 0 1-2 1.7H7" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The head of the album page: cover, title (the page's h1), performer, badges, price (base price
 * struck through on a discount), rating, views and description. Buying comes with a later issue.
 */
export async function AlbumSummary({ album, published }: { album: AlbumDetail; published: string }) {
  const t = await getTranslations('Album');
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
          {stats.map((s) => (
            <li key={s.id}>{s.text}</li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <p className="text-xl">
            <span className="sr-only">{t('priceLabel')}: </span>
            <Price price={album.price} basePrice={album.basePrice} free={album.free} labels={{ free: t('free'), basePrice: (price) => t('basePrice', { price }) }} />
          </p>
          <p className="flex gap-3 text-sm">
            <span className="sr-only">{t('ratingHeading')}: </span>
            <span className="inline-flex items-center gap-1 text-fg">
              <Thumb />
              {t('likes', { count: album.rating.likes, formatted: formatNumber(album.rating.likes) })}
            </span>
            <span className="inline-flex items-center gap-1 text-muted">
              <Thumb down />
              {t('dislikes', { count: album.rating.dislikes, formatted: formatNumber(album.rating.dislikes) })}
            </span>
          </p>
        </div>
        {album.isVipContent ? <p className="text-sm text-muted">{t('vipNote')}</p> : null}
        {!album.free ? <p className="text-sm text-muted">{t('buySoon')}</p> : null}
        {album.description.trim() ? (
          <p className="max-w-prose whitespace-pre-line text-pretty text-fg/90">{album.description}</p>
        ) : null}
      </div>
    </div>
  );
}
