import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Img } from '@/components/ui/img';
import type { Jumbotron as JumbotronData, JumbotronConfig } from '@/lib/contracts/jumbotron';
import { JumbotronVideo } from './jumbotron-video';

/**
 * §7 misc video/jumbotron on the home page, rendered by the server: the poster image (the first
 * view's largest element, sized so nothing shifts), headline, lead and call to action. The trailer
 * is a small island over the poster that loads nothing before it plays (preload none).
 */
export async function Jumbotron({ jumbotron, config }: { jumbotron: JumbotronData; config: JumbotronConfig }) {
  const t = await getTranslations('jumbotron');
  const { poster } = jumbotron;
  return (
    <section aria-labelledby="home-jumbotron" className="mt-6 overflow-hidden rounded-xl border border-line bg-surface sm:relative" data-testid="jumbotron">
      <div className="relative aspect-video sm:aspect-[21/9]">
        <Img src={poster.url} width={poster.width} height={poster.height} alt="" priority className="absolute inset-0 h-full w-full object-cover" />
        <JumbotronVideo
          src={jumbotron.video.url}
          poster={poster.url}
          width={poster.width}
          height={poster.height}
          inViewThreshold={config.playWhenInView ? config.inViewThreshold : null}
          text={{ play: t('playTrailer'), pause: t('pauseTrailer') }}
        />
      </div>
      <div className="flex flex-col items-start gap-2 p-4 sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-gradient-to-t sm:from-black/85 sm:via-black/60 sm:to-transparent sm:p-6 sm:pt-16 sm:text-white">
        <h2 id="home-jumbotron" className="text-xl font-bold tracking-tight sm:text-3xl">
          {jumbotron.headline}
        </h2>
        <p className="max-w-prose text-sm sm:text-base">{jumbotron.lead}</p>
        <Link href={jumbotron.cta.href} className="mt-1 rounded-md bg-accent px-4 py-2 text-sm font-semibold text-on-accent hover:bg-accent-strong">
          {jumbotron.cta.label}
        </Link>
      </div>
    </section>
  );
}
