'use client';

import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { StatusPanel } from '@/components/ui/status-panel';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { usesBrowserLocation } from '@/lib/geo/geo-location';
import { guestGeoOptions, setGeoLocation } from '@/lib/queries/geo';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { askBrowserPosition } from './browser-position';

export type GeoLocationText = {
  heading: string;
  lead: string;
  zipLabel: string;
  save: string;
  /** "Postal code {zip}" */
  currentZip: string;
  currentBrowser: string;
  none: string;
  useBrowser: string;
  browserUnavailable: string;
  notFound: string;
  failed: string;
  searchLink: string;
  searchHref: string;
};

/**
 * §3 geoLocation in the guest's settings: a postal code the guest types, or (§4) the browser's
 * location, offered only while the stored source is neither zip nor user input and asked for only
 * on the guest's click.
 */
export function GeoLocationSettings({ locale, text }: { locale: Locale; text: GeoLocationText }) {
  const guest = useGuest();
  const stored = useQuery({ ...guestGeoOptions(locale), enabled: isLoggedIn(guest) });
  const [zip, setZip] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (!isLoggedIn(guest)) return null;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage(error instanceof ApiError && error.status === 404 ? text.notFound : text.failed);
    } finally {
      setBusy(false);
    }
  };
  const saveZip = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await setGeoLocation(locale, { zip });
      setZip('');
    });
  };
  const useBrowser = () =>
    void run(async () => {
      const position = await askBrowserPosition();
      if (!position) return setMessage(text.browserUnavailable);
      await setGeoLocation(locale, position);
    });

  const location = stored.data ?? null;
  let current = text.none;
  if (location?.zip) current = text.currentZip.replace('{zip}', location.zip);
  else if (location) current = text.currentBrowser;

  return (
    <StatusPanel id="geo-location-heading" heading={text.heading} lead={text.lead} status={message ?? current}>
      <form onSubmit={saveZip} className="mt-3 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {text.zipLabel}
          <input
            value={zip}
            onChange={(e) => setZip(e.target.value)}
            required
            maxLength={14}
            autoComplete="postal-code"
            className="mt-1 w-40 rounded border border-line bg-surface px-2 py-1"
          />
        </label>
        <button type="submit" className={`${buttonStyles.primary} disabled:opacity-50`} disabled={busy}>
          {text.save}
        </button>
        {usesBrowserLocation(location) ? (
          <button type="button" className={`${buttonStyles.secondary} disabled:opacity-50`} disabled={busy} onClick={useBrowser}>
            {text.useBrowser}
          </button>
        ) : null}
      </form>
      {location ? (
        <a href={text.searchHref} className="mt-3 inline-block text-sm text-accent underline">
          {text.searchLink}
        </a>
      ) : null}
    </StatusPanel>
  );
}
