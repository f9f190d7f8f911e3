import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EventStateLine } from '@/components/activity/event-state-line';
import { WheelPlay } from '@/components/activity/wheel-play';
import { pageLocale } from '@/components/layout/page-locale';
import { type PageQuery, testDayOfQuery } from '@/lib/server/activity/points-page-data';
import { eventOfType } from '@/lib/server/events/list-events';
import { gameConfig } from '@/lib/server/games/game-config';
import { runtime } from '@/lib/server/runtime';
import { effectiveNow, formatCalendarDay } from '@/lib/server/time/test-day';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'activity' });
  return pageMetadata({ locale, pathname: '/magazine/wetnwildgame', title: routes('wetNWildGame'), description: t('metaWetAndWild') });
}

/**
 * §2 wet and wild game for the request's (test) day: its state told honestly (upcoming with its
 * first day, live until its last, past), the prizes in the reader's language, and while live the
 * day's turns of the wheel (the game engine of lib/server/games decides and credits them).
 */
export default async function WetNWildGamePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const day = testDayOfQuery(await searchParams);
  const now = effectiveNow(day);
  const { db } = runtime();
  const [routes, t, event, config] = await Promise.all([
    getTranslations({ locale, namespace: 'Routes' }),
    getTranslations({ locale, namespace: 'activity' }),
    eventOfType(db, 'wetAndWild', now),
    gameConfig(db, 'wetAndWild', now),
  ]);
  const texts = config?.languageConfigs.find((c) => c.language === locale) ?? config?.languageConfigs[0] ?? null;
  const prizes = Object.fromEntries((texts?.rewards ?? []).map((reward) => [reward.key, reward.text]));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 pb-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{routes('wetNWildGame')}</h1>
        <p className="text-muted">{texts?.description ?? t('metaWetAndWild')}</p>
        <EventStateLine locale={locale} event={event} />
      </header>
      {config ? (
        <section className="flex flex-col gap-2" aria-labelledby="wetnwild-prizes">
          <h2 id="wetnwild-prizes" className="text-lg font-semibold">
            {t('prizes')}
          </h2>
          <p className="text-sm text-muted">{t('attempts', { attempts: config.dailyAttempts })}</p>
          <ul className="grid gap-2 md:grid-cols-4">
            {(texts?.rewards ?? []).map((reward) => (
              <li key={reward.key} className="rounded-2xl bg-surface p-3 ring-1 ring-line">
                {reward.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {config && event?.state === 'live' ? (
        <WheelPlay
          locale={locale}
          configId={config.id}
          qmday={day ? formatCalendarDay(day) : null}
          prizes={prizes}
          text={{
            play: t('play'),
            attemptsLeft: t.raw('attemptsLeft') as string,
            won: t.raw('won') as string,
            noWin: t('noWin'),
            loginToPlay: t('loginToPlay'),
            login: t('login'),
            failed: t('errors.failed'),
            limit: t('limitReached'),
          }}
        />
      ) : null}
    </div>
  );
}
