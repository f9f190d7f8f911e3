import { getTranslations } from 'next-intl/server';
import { traitWords } from '@/components/actor/trait-words';
import type { Locale } from '@/i18n/routing';
import type { ActorProfile } from '@/lib/contracts/actor';
import type { ProfileFacts as ProfileFactsData } from '@/lib/contracts/profile';
import { displayNames } from '../../_components/display-names';

type ProfileFactsProps = { profile: ActorProfile; facts: ProfileFactsData; locale: Locale };

/** The about-me facts (age, languages, country, city, height, hair, eyes, three words). */
export async function ProfileFacts({ profile, facts, locale }: ProfileFactsProps) {
  const t = await getTranslations('AboutMe');
  const names = displayNames(locale);
  // Colours come from fixed lists; an unknown value shows as stored.
  const colour = (group: 'hairColors' | 'eyeColors', value: string | null) => {
    if (!value) return t('notGiven');
    const key = `${group}.${value}` as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : value;
  };
  const rows = [
    { id: 'age', label: t('age'), value: t('ageValue', { age: profile.profile.age }) },
    { id: 'languages', label: t('languages'), value: profile.profile.languages.map(names.language).join(', ') || t('notGiven') },
    { id: 'country', label: t('country'), value: profile.countryCode ? names.region(profile.countryCode) : t('notGiven') },
    { id: 'city', label: t('city'), value: profile.city ?? t('notGiven') },
    { id: 'height', label: t('height'), value: facts.heightCm ? t('heightValue', { cm: facts.heightCm }) : t('notGiven') },
    { id: 'hair', label: t('hair'), value: colour('hairColors', facts.hairColor) },
    { id: 'eyes', label: t('eyes'), value: colour('eyeColors', facts.eyeColor) },
    { id: 'threeWords', label: t('threeWords'), value: (await traitWords(locale, profile.profile.threeWords)) || t('notGiven') },
  ];
  return (
    <dl className="grid gap-px overflow-hidden rounded-tile bg-line ring-1 ring-line sm:grid-cols-2 md:grid-cols-1">
      {rows.map((row) => (
        <div key={row.id} className="flex items-baseline justify-between gap-4 bg-surface px-4 py-3">
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="text-right text-sm font-medium text-fg">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
