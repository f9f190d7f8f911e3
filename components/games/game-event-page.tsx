import { getTranslations } from 'next-intl/server';
import { EventStateLine } from '@/components/activity/event-state-line';
import { WheelPlay } from '@/components/activity/wheel-play';
import type { Locale } from '@/i18n/routing';
import type { GameConfig, GameReward } from '@/lib/contracts/games';
import { GAME_EVENT_PAGES, type GameEventView } from './game-event-pages';
import { type GameCategory, gamePlayText, isGameCategory, rewardTemplates } from './game-play-text';
import { reelSymbols } from './reel-symbols';
import { SlotMachinePlay } from './slot-machine-play';
import { TargetPlay } from './target-play';
import { rewardLabel } from './wheel-text';

type Play = { locale: Locale; config: GameConfig; category: GameCategory; qmday: string | null; prizes: { type: GameReward['type']; name: string }[] };

/** §3 the play view of the config's gameCategory; each one decides nothing and draws the server's outcome. */
async function PlayArea({ locale, config, category, qmday, prizes }: Play) {
  const text = await gamePlayText(locale, category);
  const common = { locale, configId: config.id, qmday, text };
  if (category === 'wheel') return <WheelPlay {...common} />;
  // The reels number the symbols as the config lists its rewards (lib/server/games/random-source.ts).
  if (category === 'slot') return <SlotMachinePlay {...common} symbols={reelSymbols(prizes, text.blank)} />;
  return <TargetPlay {...common} category={category} />;
}

/**
 * §2 a special-event game page for the request's (test) day: the title and description from the
 * config's texts in the reader's language, the event's state told honestly (upcoming with its
 * first day, live until its last, past), the prizes and the daily attempts, and while it is live
 * the play view of its gameCategory (lib/server/games decides and credits every attempt).
 */
export async function GameEventPage({ locale, type, event, config, qmday }: GameEventView) {
  const [routes, t, templates] = await Promise.all([getTranslations({ locale, namespace: 'Routes' }), getTranslations({ locale, namespace: 'games' }), rewardTemplates(locale)]);
  const texts = config?.languageConfigs.find((c) => c.language === locale) ?? config?.languageConfigs[0] ?? null;
  const rewards = texts?.rewards ?? [];
  const labels = rewards.map((reward) => rewardLabel({ rewards: templates }, reward));
  const category = config && isGameCategory(config.gameCategory) ? config.gameCategory : null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 pb-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{texts?.title ?? routes(GAME_EVENT_PAGES[type].route)}</h1>
        <p className="text-muted">{texts?.description ?? t(`event.meta.${type}`)}</p>
        <EventStateLine locale={locale} event={event} />
      </header>
      {config ? (
        <section className="flex flex-col gap-2" aria-labelledby="game-prizes">
          <h2 id="game-prizes" className="text-lg font-semibold">
            {t('event.prizes')}
          </h2>
          <p className="text-sm text-muted" data-testid="game-daily-attempts">
            {t('event.dailyAttempts', { attempts: config.dailyAttempts })}
          </p>
          <ul className="grid gap-2 sm:grid-cols-2 md:grid-cols-4">
            {rewards.map((reward, i) => (
              <li key={reward.key} className="flex flex-col rounded-2xl bg-surface p-3 ring-1 ring-line">
                <span className="font-medium">{reward.text}</span>
                <span className="text-sm text-muted">{labels[i]}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {config && category && event?.state === 'live' ? (
        <section className="flex flex-col items-center gap-4 rounded-2xl bg-surface-2 p-4 sm:p-6">
          <PlayArea locale={locale} config={config} category={category} qmday={qmday} prizes={rewards.map((reward, i) => ({ type: reward.type, name: labels[i]! }))} />
        </section>
      ) : null}
    </div>
  );
}
