import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/layout/section-heading';
import { Img } from '@/components/ui/img';
import type { Teaser } from '@/lib/contracts/teasers';

/** §7 teaser: a page's teaser slot, rendered by the server (visitors need no call of their own). */
export async function TeaserRow({ teasers }: { teasers: readonly Teaser[] }) {
  if (teasers.length === 0) return null;
  const t = await getTranslations('teasers');
  return (
    <section aria-labelledby="page-teasers" className="mt-12" data-testid="teasers">
      <SectionHeading id="page-teasers" title={t('heading')} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {teasers.map((teaser) => (
          <li key={teaser.id}>
            <a href={teaser.href} className="group block overflow-hidden rounded-lg border border-line bg-surface hover:border-accent">
              <Img src={teaser.image.url} width={teaser.image.width} height={teaser.image.height} alt="" className="aspect-video w-full object-cover" />
              <span className="block px-3 py-2 text-sm font-medium group-hover:text-accent">{teaser.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
