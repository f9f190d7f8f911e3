import { Img } from '@/components/ui/img';
import { getLocale, getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/actor/favorite-button';
import { PresenceBadge } from '@/components/actor/presence-badge';
import { ChatSection } from '@/components/chat/chat-section';
import { MessageLink } from '@/components/messenger/message-link';
import { TrackProfileVisit } from '@/components/actor/track-profile-visit';
import { ActorTvBadge } from '@/components/tv/actor-tv-badge';
import type { Locale } from '@/i18n/routing';
import type { ActorProfile } from '@/lib/contracts/actor';
import { runtime } from '@/lib/server/runtime';
import { actorOnTv } from '@/lib/server/tv/actor-on-tv';
import { displayNames } from './display-names';

type ProfileHeaderProps = {
  profile: ActorProfile;
  /** The overview's h1 is the performer's name; sub-pages have their own h1 and show the name as text. */
  nameIsHeading?: boolean;
};

/** Who the performer is, on every profile page: avatar, name, online state, age and place. */
export async function ProfileHeader({ profile, nameIsHeading = false }: ProfileHeaderProps) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Profile');
  const fav = await getTranslations('Favorite');
  const names = displayNames(locale);
  // §2 performer TV: whether she is on the program now (or soon), read with the page.
  const now = new Date();
  const tv = await actorOnTv(runtime().db, profile.id, locale, now);
  const tvText = await getTranslations('TvLive');
  const place = [profile.city, names.region(profile.countryCode)].filter(Boolean).join(', ');
  const nameClass = 'break-words text-2xl font-bold tracking-tight sm:text-3xl';
  return (
    <>
      <header className="flex flex-wrap items-center gap-4 sm:flex-nowrap sm:gap-6">
        <TrackProfileVisit actorId={profile.id} locale={locale} />
        <Img
          src={profile.avatar.url}
          width={profile.avatar.width}
          height={profile.avatar.height}
          alt={t('avatarAlt', { name: profile.name })}
          loading="eager"
          fetchPriority="high"
          className="aspect-square w-20 shrink-0 rounded-full object-cover ring-2 ring-line sm:w-28"
        />
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5">
          {nameIsHeading ? <h1 className={nameClass}>{profile.name}</h1> : <p className={nameClass}>{profile.name}</p>}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <PresenceBadge actorId={profile.id} online={profile.online} onlineLabel={t('online')} offlineLabel={t('offline')} />
            <ActorTvBadge tv={tv} locale={locale} now={now} text={{ onTvNow: tvText.raw('onTvNow') as string, onTvNext: tvText.raw('onTvNext') as string, watchNow: tvText('watchNow') }} />
            <span className="text-sm text-muted">
              {[t('age', { age: profile.profile.age }), place ? t('from', { place }) : null].filter(Boolean).join(' · ')}
            </span>
          </div>
        </div>
        {/* Below the name on a phone, at the end of the row from sm up. */}
        <div className="basis-full sm:ml-auto sm:basis-auto sm:self-start">
          <FavoriteButton
            actorId={profile.id}
            locale={locale}
            text={{ add: fav('add', { name: profile.name }), remove: fav('remove', { name: profile.name }), label: fav('label') }}
          />
          <MessageLink locale={locale} actorId={profile.id} name={profile.name} />
        </div>
      </header>
      {/* Her chat button and the chat panel, full width under the header (video left, chat right from md). */}
      <div className="mt-4">
        <ChatSection profile={profile} locale={locale} />
      </div>
    </>
  );
}
