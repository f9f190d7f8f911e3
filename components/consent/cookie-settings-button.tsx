'use client';

import { openConsentSettings } from '@/lib/consent/consent-open';

/** The footer's "cookie settings" link: opens the consent banner with its settings (§3). */
export function CookieSettingsButton({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" onClick={openConsentSettings} className={className}>
      {label}
    </button>
  );
}
