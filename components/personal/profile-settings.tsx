'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { GuestProfile, NewsletterTypeId, NotificationsSettings, Preferences } from '@/lib/contracts/personal';
import { fill } from '@/lib/format/fill';
import { personalKeys, profileOptions, saveNotifications, savePreferences, setNewsletter } from '@/lib/queries/personal';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { CheckboxRow } from './checkbox-row';
import { LoadState, LoginPrompt, type PersonalGateText } from './login-prompt';
import { PreferencesFieldset, type PreferencesText } from './preferences-fieldset';

export type ProfileText = PreferencesText & {
  gate: PersonalGateText;
  account: string;
  name: string;
  email: string;
  avatar: string;
  noAvatar: string;
  notifications: string;
  notificationsLead: string;
  /** In the order they are shown; built on the server, so no contract code ships here. */
  notificationItems: { key: keyof NotificationsSettings; label: string }[];
  saved: string;
  saveFailed: string;
  newsletter: {
    heading: string;
    lead: string;
    /** §3 newsletter types 256, 512, 1024, 2048 with their names. */
    items: { typeId: NewsletterTypeId; label: string; hint: string }[];
    subscribed: string;
    unsubscribed: string;
    failed: string;
  };
};

const card = 'rounded-tile border border-line bg-surface p-5';

/**
 * §2 profile: name, avatar, email, the §3 newsletters (256/512/1024/2048), notification settings
 * and preferences. Every change saves at once; the page shows it first and takes it back when
 * the server refuses, and a live region says which.
 */
export function ProfileSettings({ locale, text }: { locale: Locale; text: ProfileText }) {
  const guest = useGuest();
  const queryClient = useQueryClient();
  const { data: profile, isError: failed, refetch } = useQuery({ ...profileOptions(locale), enabled: isLoggedIn(guest) });
  const reload = () => void refetch();
  const setData = (next: GuestProfile) => queryClient.setQueryData(personalKeys.profile(locale), next);
  const [message, setMessage] = useState('');

  if (guest.status === 'pending') return <LoadState text={text.gate} failed={false} onRetry={reload} />;
  if (guest.status === 'anonymous') return <LoginPrompt text={text.gate} />;
  if (!profile) return <LoadState text={text.gate} failed={failed} onRetry={reload} />;

  /** Shows `next` now, saves it, and goes back to `profile` when saving fails. */
  const change = async (next: GuestProfile, save: (language: Locale) => Promise<unknown>, done: string, failedText = text.saveFailed) => {
    if (!isLoggedIn(guest)) return;
    setData(next);
    setMessage('');
    try {
      await save(locale);
      setMessage(done);
    } catch {
      setData(profile);
      setMessage(failedText);
    }
  };

  const toggleNewsletter = ({ typeId, label }: { typeId: NewsletterTypeId; label: string }, subscribed: boolean) => {
    const newsletterTypes = subscribed ? [...profile.newsletterTypes, typeId].sort((a, b) => a - b) : profile.newsletterTypes.filter((id) => id !== typeId);
    const done = fill(subscribed ? text.newsletter.subscribed : text.newsletter.unsubscribed, { name: label });
    void change(
      { ...profile, newsletterTypes },
      (language) => setNewsletter(language, { typeId, subscribed, userId: profile.guestId, emailAddress: profile.email }),
      done,
      text.newsletter.failed,
    );
  };
  const toggleNotification = (key: keyof NotificationsSettings, value: boolean) =>
    void change({ ...profile, notificationsSettings: { ...profile.notificationsSettings, [key]: value } }, (language) => saveNotifications(language, { [key]: value }), text.saved);
  const changePreference = (changes: Partial<Preferences>) =>
    void change({ ...profile, preferences: { ...profile.preferences, ...changes } }, (language) => savePreferences(language, changes), text.saved);

  return (
    <div className="flex flex-col gap-6">
      {/* Always there, so screen readers announce each change; shown as a toast while it has text. */}
      <p
        role="status"
        className={`fixed inset-x-0 bottom-6 z-30 mx-auto w-fit max-w-[calc(100vw-2rem)] text-sm font-medium ${message ? 'rounded-full border border-line bg-surface-2 px-4 py-2 shadow-lg' : ''}`}
      >
        {message}
      </p>
      <section aria-labelledby="profile-account" className={card}>
        <h2 id="profile-account" className="text-lg font-semibold">
          {text.account}
        </h2>
        <div className="mt-4 flex items-center gap-4">
          <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-surface-2 text-2xl font-bold text-accent ring-1 ring-line">
            {profile.name.charAt(0).toUpperCase()}
          </span>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{text.name}</dt>
            <dd className="font-medium break-all">{profile.name}</dd>
            <dt className="text-muted">{text.email}</dt>
            <dd className="font-medium break-all">{profile.email}</dd>
            <dt className="text-muted">{text.avatar}</dt>
            <dd>{text.noAvatar}</dd>
          </dl>
        </div>
      </section>
      <section aria-labelledby="profile-newsletters" className={card}>
        <h2 id="profile-newsletters" className="text-lg font-semibold">
          {text.newsletter.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{fill(text.newsletter.lead, { email: profile.email })}</p>
        <div className="mt-3 grid gap-x-6 sm:grid-cols-2">
          {text.newsletter.items.map((item) => (
            <CheckboxRow
              key={item.typeId}
              label={item.label}
              hint={item.hint}
              checked={profile.newsletterTypes.includes(item.typeId)}
              onChange={(checked) => toggleNewsletter(item, checked)}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="profile-notifications" className={card}>
        <h2 id="profile-notifications" className="text-lg font-semibold">
          {text.notifications}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.notificationsLead}</p>
        <div className="mt-3 grid gap-x-6 sm:grid-cols-2">
          {text.notificationItems.map(({ key, label }) => (
            <CheckboxRow key={key} label={label} checked={profile.notificationsSettings[key]} onChange={(checked) => toggleNotification(key, checked)} />
          ))}
        </div>
      </section>
      <PreferencesFieldset className={card} preferences={profile.preferences} text={text} onChange={changePreference} />
    </div>
  );
}
