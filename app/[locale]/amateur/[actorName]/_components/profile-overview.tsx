import { getTranslations } from 'next-intl/server';
import { ActorNoteSection } from '@/components/actor/actor-note-section';
import { traitWords } from '@/components/actor/trait-words';
import { ActorNotificationSection } from '@/components/notifications/actor-notification-section';
import { VideoGrid } from '@/components/video/video-grid';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ActorProfile } from '@/lib/contracts/actor';
import { ChatPrices } from './chat-prices';
import { displayNames } from './display-names';
import type { Overview } from './load-overview';
import { ProfileAlbums } from './profile-albums';
import { ProfileSection } from './profile-section';
import { SedcardStrip } from './sedcard-strip';

type ProfileOverviewProps = { profile: ActorProfile; locale: Locale; overview: Overview; albumPage: number };

const moreLink = 'shrink-0 text-sm font-medium text-accent hover:underline';

/** §2 actor profile overview: photos, who she is, what a chat costs, her latest videos and albums. */
export async function ProfileOverview({ profile, locale, overview, albumPage }: ProfileOverviewProps) {
  const t = await getTranslations('Profile');
  const nav = await getTranslations('ProfileNav');
  const languages = profile.profile.languages.map(displayNames(locale).language);
  const actorName = profile.slug;

  return (
    <>
      <div className="grid gap-x-10 md:grid-cols-[minmax(0,1fr)_320px] lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">
          {overview.sedcards.photos.length > 0 ? (
            <section aria-labelledby="photos">
              <h2 id="photos" className="sr-only">
                {t('photosHeading')}
              </h2>
              <SedcardStrip photos={overview.sedcards.photos} name={profile.name} />
            </section>
          ) : null}
          <ProfileSection title={t('aboutMe')}>
            {profile.profile.threeWords ? (
              <p className="mb-3 text-lg font-medium text-accent">{await traitWords(locale, profile.profile.threeWords)}</p>
            ) : null}
            <p className="max-w-prose whitespace-pre-line text-pretty text-fg/90">
              {profile.aboutMe.trim() || t('aboutMeEmpty', { name: profile.name })}
            </p>
            {languages.length > 0 ? (
              <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
                <span className="text-muted">{t('languages')}:</span>
                {languages.map((language) => (
                  <span key={language} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-fg">
                    {language}
                  </span>
                ))}
              </p>
            ) : null}
            <p className="mt-4">
              <Link href={{ pathname: '/amateur/[actorName]/about-me', params: { actorName } }} className={moreLink}>
                {nav('aboutMe')}
                <span aria-hidden="true"> →</span>
              </Link>
            </p>
          </ProfileSection>
        </div>
        <aside className="min-w-0">
          <ProfileSection title={t('pricesHeading')} flushOnWide>
            <ChatPrices profile={profile} />
          </ProfileSection>
          <ActorNoteSection actorId={profile.id} name={profile.name} locale={locale} />
          <ActorNotificationSection actorId={profile.id} name={profile.name} locale={locale} />
        </aside>
      </div>

      <section aria-labelledby="latest-videos" className="below-first-view mt-10">
        <div className="mb-3 flex items-baseline justify-between gap-4 sm:mb-4">
          <h2 id="latest-videos" className="text-lg font-semibold tracking-tight sm:text-xl">
            {t('latestVideosHeading')}
          </h2>
          {overview.videos.total > overview.videos.items.length ? (
            <Link href={{ pathname: '/amateur/[actorName]/videos', params: { actorName } }} className={moreLink}>
              {t('allVideos')} ({overview.videos.total})<span aria-hidden="true"> →</span>
            </Link>
          ) : null}
        </div>
        {overview.videos.items.length > 0 ? (
          <VideoGrid videos={overview.videos.items} />
        ) : (
          <p className="text-muted">{t('videosEmpty', { name: profile.name })}</p>
        )}
      </section>

      <section aria-labelledby="albums" className="below-first-view mt-10" id="albums-section">
        <h2 id="albums" className="mb-3 text-lg font-semibold tracking-tight sm:mb-4 sm:text-xl">
          {t('albumsHeading')}
        </h2>
        <ProfileAlbums
          slug={actorName}
          name={profile.name}
          albums={overview.albums}
          page={albumPage}
          pageSize={overview.albumPageSize}
        />
      </section>
    </>
  );
}
