'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { searchHistory } from '@/components/search/search-history';
import { consentSnapshot, readConsent, saveConsent, subscribeConsent } from '@/lib/consent/consent-client';
import { CONSENT_OPEN_EVENT, takeSettingsRequest } from '@/lib/consent/consent-open';
import { ALL_CONSENT, type Consent, NECESSARY_ONLY } from '@/lib/consent/consent-cookie';
import { ConsentBannerView } from './consent-banner-view';
import type { ConsentText } from './consent-text';

/** Neither undecided ('') nor a choice: the shared HTML, where the banner starts hidden. */
const SERVER_SNAPSHOT = 'server';

/**
 * §3 cookie consent: necessary cookies always, functional (the global search history) and
 * analytics only with consent. Fixed at the bottom, so it never shifts the page. Its first view is
 * in the shared HTML (ConsentBannerView, hidden there and shown by ConsentBootScript before the
 * first paint for a guest who has not chosen); this island takes over once the page is idle.
 * Withdrawing functional consent deletes the stored search history.
 */
export function ConsentBanner({ text }: { text: ConsentText }) {
  const saved = useSyncExternalStore(subscribeConsent, consentSnapshot, () => SERVER_SNAPSHOT);
  const [reopened, setReopened] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [choice, setChoice] = useState<Consent>(NECESSARY_ONLY);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const reopen = () => {
      takeSettingsRequest();
      setChoice(readConsent() ?? NECESSARY_ONLY);
      setSettingsOpen(true);
      setReopened(true);
      requestAnimationFrame(() => headingRef.current?.focus());
    };
    // The footer's "cookie settings" may have been pressed while this chunk was loading.
    if (takeSettingsRequest()) reopen();
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, []);

  const decide = (consent: Consent) => {
    saveConsent(consent);
    if (!consent.functional) searchHistory.clear();
    setChoice(consent);
    setReopened(false);
    setSettingsOpen(false);
  };

  return (
    <ConsentBannerView
      text={text}
      hidden={!(saved === '' || reopened)}
      headingRef={headingRef}
      settings={settingsOpen ? { choice, onChange: setChoice, onSave: () => decide(choice) } : null}
      onOpenSettings={() => setSettingsOpen(true)}
      onDecide={(all) => decide(all ? ALL_CONSENT : NECESSARY_ONLY)}
    />
  );
}
