import type { Locale } from '@/i18n/routing';
import type { ActorTvAiring } from '@/lib/contracts/profile';

const DAY_MS = 86_400_000;

export type ActorTvBadgeText = { onTvNow: string; onTvNext: string; watchNow: string };

/**
 * §2 performer TV on her profile: "On TV now" with a link to the channel's livestream while one of
 * her program slots runs, else her next airing within a day (Berlin time); nothing otherwise.
 * Server-rendered with the profile (no client JavaScript); the page reads her airings
 * (getActorTVLivestreamDataById's service) and passes them down.
 */
export function ActorTvBadge({ tv, locale, now, text }: { tv: { stream: ActorTvAiring | null; nextAiring: ActorTvAiring | null }; locale: Locale; now: Date; text: ActorTvBadgeText }) {
  const airing = tv.stream ?? (tv.nextAiring && Date.parse(tv.nextAiring.startsAt) - now.getTime() < DAY_MS ? tv.nextAiring : null);
  if (!airing) return null;
  const when = new Intl.DateTimeFormat(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }).format(new Date(airing.startsAt));
  return (
    <a
      href={airing.link}
      data-testid="actor-tv-badge"
      className={`inline-flex min-h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold ${tv.stream ? 'border-accent text-accent' : 'border-line text-muted'}`}
    >
      {tv.stream ? text.onTvNow.replace('{title}', airing.title) : text.onTvNext.replace('{title}', airing.title).replace('{when}', when)}
      {tv.stream && <span aria-hidden="true">▶</span>}
      {tv.stream && <span className="sr-only">{text.watchNow}</span>}
    </a>
  );
}
