'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { getGuestState, isLoggedIn, useGuest } from '@/lib/guest/guest-state';
import { overlayController } from '@/lib/overlay/overlay-store';
import { currentRealtimeSession } from '@/lib/realtime/current-session';

export type ActorNotificationText = Record<'heading' | 'email' | 'sms' | 'loading' | 'failed' | 'loadFailed' | 'loginHint' | 'login', string>;
type Props = { actorId: number; locale: Locale; text: ActorNotificationText };
type Loaded = { guestId: number; email: boolean; sms: boolean };
type Channel = 'email' | 'sms';

const box = 'mt-8 rounded-tile bg-surface p-4 ring-1 ring-line';
const openLogin = () => void overlayController().then((c) => c.openAuth({ view: 'login', force: true }));

/**
 * §7 email and sms notification toggles for one performer. The profile is cached for everyone,
 * so the toggles load after hydration for a logged-in guest; a change goes out on the real-time
 * session (notificationToggleEmail / notificationToggleSms) and shows at once.
 */
export function ActorNotificationToggles({ actorId, locale, text }: Props) {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const [settings, setSettings] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<'failed' | 'loadFailed' | null>(null);

  useEffect(() => {
    if (guestId === null) return;
    let live = true;
    import('./actor-notification-api')
      .then(({ loadActorNotificationSettings }) => {
        const now = getGuestState();
        if (!isLoggedIn(now)) throw new Error('logged out');
        return loadActorNotificationSettings(locale, now.accessToken, actorId);
      })
      .then((loaded) => live && setSettings({ guestId, email: loaded.email, sms: loaded.sms }))
      .catch(() => live && setProblem('loadFailed'));
    return () => {
      live = false;
    };
  }, [guestId, actorId, locale]);

  if (guest.status === 'pending') return null;
  if (guestId === null) {
    return (
      <p className={`${box} flex flex-wrap items-center gap-3 text-sm text-muted`}>
        <span>{text.loginHint}</span>
        <button type="button" onClick={openLogin} className="font-semibold text-accent hover:underline">
          {text.login}
        </button>
      </p>
    );
  }

  const current = settings?.guestId === guestId ? settings : null;
  const toggle = (channel: Channel, enabled: boolean) => {
    if (!current) return;
    const type = channel === 'email' ? 'notificationToggleEmail' : 'notificationToggleSms';
    const sent = currentRealtimeSession()?.send({ type, actorId, enabled }) ?? false;
    setProblem(sent ? null : 'failed');
    if (sent) setSettings({ ...current, [channel]: enabled });
  };

  return (
    <section className={box} aria-labelledby="actor-notifications">
      <h2 id="actor-notifications" className="mb-3 font-semibold">
        {text.heading}
      </h2>
      {current ? (
        <div className="flex flex-col gap-3">
          {(['email', 'sms'] as const).map((channel) => (
            <label key={channel} className="flex min-h-10 cursor-pointer items-center gap-3 text-sm">
              <input type="checkbox" role="switch" checked={current[channel]} onChange={(event) => toggle(channel, event.target.checked)} className="size-5 accent-accent" />
              {text[channel]}
            </label>
          ))}
        </div>
      ) : problem !== 'loadFailed' ? (
        <p className="text-sm text-muted">{text.loading}</p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-sale">
          {text[problem]}
        </p>
      ) : null}
    </section>
  );
}
