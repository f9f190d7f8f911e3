import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { PresenceBadge } from '@/components/actor/presence-badge';
import { traitWords } from '@/components/actor/trait-words';
import type { Locale } from '@/i18n/routing';
import type { ActorProfile } from '@/lib/contracts/actor';
import { ChatPrices } from './chat-prices';
import { ProfileCounts } from './profile-counts';
import { ProfileSection } from './profile-section';

type ProfileOverviewProps = { profile: ActorProfile; locale: Locale };

/** Language and country names in the page's language ("Englisch", "Alemania"). */
function displayNames(locale: Locale) {
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    language: (code: string) => languages.of(code) ?? code,
    region: (code: string) => (/^[A-Z]{2}$/i.test(code) ? (regions.of(code.toUpperCase()) ?? code) : code),
  };
}

/** §2 actor profile overview: who she is, whether she is online, what a chat costs. */
export async function ProfileOverview({ profile, locale }: ProfileOverviewProps) {
  const t = await getTranslations('Profile');
  const names = displayNames(locale);
  const place = [profile.city, names.region(profile.countryCode)].filter(Boolean).join(', ');
  const languages = profile.profile.languages.map(names.language);

  return (
    <article className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4 gap-y-2 pb-4 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-6 md:grid-cols-[280px_minmax(0,1fr)] md:gap-x-8 lg:grid-cols-[340px_minmax(0,1fr)] lg:gap-x-12">
      <Image
        src={profile.avatar.url}
        width={profile.avatar.width}
        height={profile.avatar.height}
        alt={t('avatarAlt', { name: profile.name })}
        unoptimized
        loading="eager"
        fetchPriority="high"
        className="col-start-1 row-start-1 aspect-square w-full rounded-tile object-cover ring-1 ring-line md:row-span-2"
      />
      <header className="col-start-2 row-start-1 flex min-w-0 flex-col justify-center gap-2 md:justify-start">
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{profile.name}</h1>
        <div>
          <PresenceBadge online={profile.online} onlineLabel={t('online')} offlineLabel={t('offline')} />
        </div>
        <p className="text-sm text-muted">
          {[t('age', { age: profile.profile.age }), place ? t('from', { place }) : null].filter(Boolean).join(' · ')}
        </p>
      </header>

      <div className="col-span-2 min-w-0 md:col-span-1 md:col-start-2 md:row-start-2">
        {languages.length > 0 ? (
          <p className="mt-4 flex flex-wrap items-center gap-2 text-sm md:mt-2">
            <span className="text-muted">{t('languages')}:</span>
            {languages.map((language) => (
              <span key={language} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-fg">
                {language}
              </span>
            ))}
          </p>
        ) : null}

        {profile.profile.threeWords ? (
          <ProfileSection title={t('threeWords')}>
            <p className="text-lg font-medium text-accent">{await traitWords(locale, profile.profile.threeWords)}</p>
          </ProfileSection>
        ) : null}
        <ProfileSection title={t('aboutMe')}>
          <p className="max-w-prose whitespace-pre-line text-pretty text-fg/90">
            {profile.aboutMe.trim() || t('aboutMeEmpty', { name: profile.name })}
          </p>
        </ProfileSection>
        <ProfileSection title={t('pricesHeading')}>
          <ChatPrices profile={profile} />
        </ProfileSection>
        <ProfileSection title={t('statsHeading')}>
          <ProfileCounts videoCount={profile.videoCount} albumCount={profile.albumCount} />
        </ProfileSection>
      </div>
    </article>
  );
}
