'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { currentRealtimeSession } from '@/stores/realtime-session';
import { useLazyQuery } from '@/lib/queries/use-lazy-query';

export type ActorNotificationText = Record<'heading' | 'email' | 'sms' | 'loading' | 'failed' | 'loadFailed' | 'loginHint' | 'login', string>;
type Props = { actorId: number; locale: Locale; text: ActorNotificationText };
type Channel = 'email' | 'sms';

const box = 'mt-8 rounded-tile bg-surface p-4 ring-1 ring-line';
const openLogin = () => void overlayController().then((c) => c.openAuth({ view: 'login', force: true }));

/**
 * §7 email and sms notification toggles for one performer. The profile is cached for everyone,
 * so the toggles load after hydration for a logged-in guest (lib/queries/notifications.ts); a
 * change goes out on the real-time session (notificationToggleEmail / notificationToggleSms) and
 * shows at once.
 */
export function ActorNotificationToggles({ actorId, locale, text }: Props) {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const settings = useLazyQuery(guestId === null ? null : () => import('@/lib/queries/notifications').then((queries) => queries.actorNotificationSettingsOptions(locale, actorId)), [guestId, actorId, locale]);
  const [failed, setFailed] = useState(false);
  const problem = settings.status === 'error' ? 'loadFailed' : failed ? 'failed' : null;

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

  const current = settings.data ?? null;
  const toggle = (channel: Channel, enabled: boolean) => {
    if (!current) return;
    const type = channel === 'email' ? 'notificationToggleEmail' : 'notificationToggleSms';
    const sent = currentRealtimeSession()?.send({ type, actorId, enabled }) ?? false;
    setFailed(!sent);
    if (sent) void import('@/lib/queries/notifications').then((queries) => queries.actorNotificationToggled(actorId, channel, enabled));
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
