'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { searchHistory } from '@/components/search/search-history';
import Link from 'next/link';
import { CONSENT_OPEN_EVENT, consentSnapshot, readConsent, saveConsent, subscribeConsent } from '@/lib/consent/consent-client';
import { ALL_CONSENT, type Consent, NECESSARY_ONLY } from '@/lib/consent/consent-cookie';
import { CONSENT_BANNER_ID, type ConsentText } from './consent-text';

/** Neither undecided ('') nor a choice: the shared HTML, where the banner starts hidden. */
const SERVER_SNAPSHOT = 'server';

const button =
  'inline-flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors whitespace-nowrap';

/**
 * §3 cookie consent: necessary cookies always, functional (the global search history) and
 * analytics only with consent. Fixed at the bottom, so it never shifts the page; in the shared
 * HTML (the same for every visitor), hidden there and shown by ConsentBootScript before the first
 * paint for a guest who has not chosen, so it paints with the page, not after hydration.
 * Withdrawing functional consent deletes the stored search history.
 */
export function ConsentBanner({ text }: { text: ConsentText }) {
  // The server (and hydration) render it hidden, as the shared HTML has it; ConsentBootScript
  // shows it before the first paint when the cookie is missing, and the cookie decides from then on.
  const saved = useSyncExternalStore(subscribeConsent, consentSnapshot, () => SERVER_SNAPSHOT);
  const [reopened, setReopened] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [choice, setChoice] = useState<Consent>(NECESSARY_ONLY);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const visible = saved === '' || reopened;

  useEffect(() => {
    const reopen = () => {
      setChoice(readConsent() ?? NECESSARY_ONLY);
      setSettingsOpen(true);
      setReopened(true);
      requestAnimationFrame(() => headingRef.current?.focus());
    };
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

  const toggle = (key: keyof Consent, label: string, hint: string) => (
    <label className="flex items-start gap-3 rounded-lg bg-surface-2 p-3">
      <input
        type="checkbox"
        checked={choice[key]}
        onChange={(event) => setChoice({ ...choice, [key]: event.target.checked })}
        className="mt-0.5 size-5 shrink-0 accent-accent"
      />
      <span>
        <span className="block text-sm font-semibold text-fg">{label}</span>
        <span className="block text-xs text-muted">{hint}</span>
      </span>
    </label>
  );

  return (
    <section
      id={CONSENT_BANNER_ID}
      aria-labelledby={`${CONSENT_BANNER_ID}-title`}
      hidden={!visible}
      // The boot script may have shown it before hydration (a guest who has not chosen yet).
      suppressHydrationWarning
      className="fixed inset-x-0 bottom-0 z-[55] max-h-[85dvh] overflow-y-auto border-t border-line bg-surface px-4 py-4 shadow-[0_-8px_24px_rgba(0,0,0,0.4)] sm:px-6"
    >
      <div className="mx-auto flex max-w-[1600px] flex-col gap-3 md:flex-row md:items-end md:justify-between md:gap-8">
        <div className="max-w-3xl">
          <h2 id={`${CONSENT_BANNER_ID}-title`} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-fg outline-none">
            {settingsOpen ? text.settingsTitle : text.title}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {text.body}{' '}
            <Link href={text.privacyHref} className="text-accent underline underline-offset-2 hover:text-accent-strong">
              {text.privacyLink}
            </Link>
          </p>
          {settingsOpen ? (
            <div className="mt-3 grid gap-2 sm:grid-cols-3">
              <label className="flex items-start gap-3 rounded-lg bg-surface-2 p-3">
                <input type="checkbox" checked disabled className="mt-0.5 size-5 shrink-0 accent-accent" />
                <span>
                  <span className="block text-sm font-semibold text-fg">{text.necessaryLabel}</span>
                  <span className="block text-xs text-muted">{text.necessaryHint}</span>
                </span>
              </label>
              {toggle('functional', text.functionalLabel, text.functionalHint)}
              {toggle('analytics', text.analyticsLabel, text.analyticsHint)}
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 md:shrink-0 md:flex-nowrap">
          {settingsOpen ? (
            <button type="button" onClick={() => decide(choice)} className={`${button} border border-line bg-surface-2 text-fg hover:border-accent`}>
              {text.save}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => setSettingsOpen(true)}
              className={`${button} text-fg underline-offset-2 hover:underline`}
            >
              {text.settings}
            </button>
          )}
          <button type="button" onClick={() => decide(NECESSARY_ONLY)} className={`${button} border border-line bg-surface-2 text-fg hover:border-accent`}>
            {text.necessaryOnly}
          </button>
          <button type="button" onClick={() => decide(ALL_CONSENT)} className={`${button} bg-accent text-on-accent hover:bg-accent-strong`}>
            {text.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}
