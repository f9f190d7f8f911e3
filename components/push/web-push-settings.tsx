'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { StatusPanel } from '@/components/ui/status-panel';
import type { Locale } from '@/i18n/routing';
import { requestPushPermission, useNotificationPermission } from '@/lib/push/notification-permission';
import { devicePushOptions, turnOffPush, turnOnPush } from '@/lib/queries/web-push';
import { isLoggedIn, useGuest } from '@/stores/guest';

export type WebPushText = {
  heading: string;
  lead: string;
  turnOn: string;
  turnOff: string;
  on: string;
  off: string;
  denied: string;
  unsupported: string;
  failed: string;
  working: string;
};

/**
 * §4 "Turn on alerts" for this device, in the guest's notification settings. Permission default:
 * a button that asks; granted: subscribe and tell the server (on or off per device); denied: how
 * to allow it in the browser. Which alerts arrive follows the §3 settings above it.
 */
export function WebPushSettings({ locale, text }: { locale: Locale; text: WebPushText }) {
  const guest = useGuest();
  const permission = useNotificationPermission();
  const granted = permission === 'granted';
  const device = useQuery({ ...devicePushOptions(locale), enabled: isLoggedIn(guest) && granted });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!isLoggedIn(guest) || permission === 'unknown') return null;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () =>
    void run(async () => {
      // The browser's own prompt; only a click may open it.
      if ((await requestPushPermission()) === 'granted') await turnOnPush(locale);
    });
  const turnOff = () => void run(() => turnOffPush(locale));

  const on = granted && device.data?.subscribed === true;
  let state = text.off;
  if (permission === 'unsupported') state = text.unsupported;
  else if (permission === 'denied') state = text.denied;
  else if (on) state = text.on;
  const canAct = permission === 'default' || (granted && device.isSuccess);

  return (
    <StatusPanel id="web-push-heading" heading={text.heading} lead={text.lead} status={busy ? text.working : failed || device.isError ? text.failed : state}>
      {canAct ? (
        <button type="button" className={`${on ? buttonStyles.secondary : buttonStyles.primary} mt-3 disabled:opacity-50`} disabled={busy} onClick={on ? turnOff : turnOn}>
          {on ? text.turnOff : text.turnOn}
        </button>
      ) : null}
    </StatusPanel>
  );
}
