import { getTranslations } from 'next-intl/server';
import { Img } from '@/components/ui/img';
import type { Jumbotron as JumbotronData, JumbotronConfig } from '@/lib/contracts/jumbotron';

/**
 * §7 misc video/jumbotron on the home page, rendered by the server: the poster image (the first
 * view's largest element, sized so nothing shifts), headline, lead and call to action, and the
 * trailer: a <video> that loads nothing before it plays (preload none), invisible until it does.
 * Its button and in-view play come after the first view (./jumbotron-enhancer.tsx).
 */
export async function Jumbotron({ jumbotron, config }: { jumbotron: JumbotronData; config: JumbotronConfig }) {
  const t = await getTranslations('jumbotron');
  const { poster } = jumbotron;
  return (
    <section
      aria-labelledby="home-jumbotron"
      className="group mt-6 overflow-hidden rounded-xl border border-line bg-surface sm:relative"
      data-testid="jumbotron"
      data-jumbotron=""
      data-in-view-threshold={config.playWhenInView ? config.inViewThreshold : undefined}
    >
      <div className="relative aspect-video sm:aspect-[21/9]">
        <Img src={poster.url} width={poster.width} height={poster.height} alt="" priority className="absolute inset-0 h-full w-full object-cover" />
        <video
          preload="none"
          muted
          playsInline
          loop
          poster={poster.url}
          width={poster.width}
          height={poster.height}
          aria-hidden="true"
          tabIndex={-1}
          data-testid="jumbotron-video"
          className="absolute inset-0 h-full w-full object-cover opacity-0 transition-opacity duration-300 group-data-[playing=true]:opacity-100"
        >
          <source src={jumbotron.video.url} type={jumbotron.video.type} />
        </video>
        <button
          type="button"
          data-jumbotron-toggle=""
          aria-pressed="false"
          className="absolute right-3 top-3 rounded-full bg-black/60 px-3 py-1.5 text-sm font-medium text-white hover:bg-black/75"
        >
          <span className="group-data-[playing=true]:hidden">{t('playTrailer')}</span>
          <span className="hidden group-data-[playing=true]:inline">{t('pauseTrailer')}</span>
        </button>
      </div>
      <div className="flex flex-col items-start gap-2 p-4 sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-gradient-to-t sm:from-black/85 sm:via-black/60 sm:to-transparent sm:p-6 sm:pt-16 sm:text-white">
        <h2 id="home-jumbotron" className="text-xl font-bold tracking-tight sm:text-3xl">
          {jumbotron.headline}
        </h2>
        <p className="max-w-prose text-sm sm:text-base">{jumbotron.lead}</p>
        <a href={jumbotron.cta.href} className="mt-1 rounded-md bg-accent px-4 py-2 text-sm font-semibold text-on-accent hover:bg-accent-strong">
          {jumbotron.cta.label}
        </a>
      </div>
    </section>
  );
}
