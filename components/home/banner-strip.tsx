import { getTranslations } from 'next-intl/server';
import { Img } from '@/components/ui/img';
import type { Banner } from '@/lib/contracts/banners';

/**
 * §3 banners of a page, rendered by the server. The page is cached and shared, so it cannot know
 * the width: §9 mobile 560 (and any mobileOnly banner) is hidden from 768 px by a media query.
 * Plain links: next/link would be the home page's only reason to ship its client code (§1 budget).
 */
export async function BannerStrip({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  const t = await getTranslations('banners');
  return (
    <aside aria-label={t('label')} className="mt-12 flex flex-col gap-3" data-testid="banners">
      {banners.map((banner) => {
        const image = <Img src={banner.imagePath} width={banner.width} height={banner.height} alt={banner.alt} className="h-auto w-full object-cover" />;
        const className = `block overflow-hidden rounded-lg border border-line ${banner.mobileOnly ? 'sm:hidden' : ''}`;
        return (
          <a key={banner.id} href={banner.onClickUrl} rel={banner.onClickType === 'external' ? 'noopener sponsored' : undefined} className={className} data-banner-id={banner.id}>
            {image}
          </a>
        );
      })}
    </aside>
  );
}
