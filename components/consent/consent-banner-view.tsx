import type { ReactNode, Ref } from 'react';
import { AppLink } from '@/i18n/app-link';
import type { Consent } from '@/lib/consent/consent-cookie';
import { CONSENT_BANNER_ID, type ConsentText } from './consent-text';

const button =
  'inline-flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors whitespace-nowrap';

type Props = {
  text: ConsentText;
  hidden: boolean;
  /** The settings (three toggles and "save") instead of the first view's "settings" button. */
  settings?: { choice: Consent; onChange: (choice: Consent) => void; onSave: () => void } | null;
  onOpenSettings?: () => void;
  onDecide?: (all: boolean) => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * The markup of the §3 consent banner, without state: the server renders its first view into the
 * shared HTML (so it paints before any JavaScript) and ConsentBanner renders the same markup with
 * its handlers once its chunk is there. The buttons keep their order: a click on the server's
 * button before that is replayed on the same button of the island (DeferredIsland).
 */
// Handlers are left out (undefined) in the server's render: a server component cannot pass functions.
export function ConsentBannerView({ text, hidden, settings = null, onOpenSettings, onDecide, headingRef }: Props) {
  const toggle = (key: keyof Consent, label: string, hint: string): ReactNode =>
    settings ? (
      <label className="flex items-start gap-3 rounded-lg bg-surface-2 p-3">
        <input
          type="checkbox"
          checked={settings.choice[key]}
          onChange={(event) => settings.onChange({ ...settings.choice, [key]: event.target.checked })}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        <span>
          <span className="block text-sm font-semibold text-fg">{label}</span>
          <span className="block text-xs text-muted">{hint}</span>
        </span>
      </label>
    ) : null;

  return (
    <section
      id={CONSENT_BANNER_ID}
      aria-labelledby={`${CONSENT_BANNER_ID}-title`}
      hidden={hidden}
      // The boot script may have shown it before hydration (a guest who has not chosen yet).
      suppressHydrationWarning
      className="fixed inset-x-0 bottom-0 z-[55] max-h-[85dvh] overflow-y-auto border-t border-line bg-surface px-4 py-4 shadow-[0_-8px_24px_rgba(0,0,0,0.4)] sm:px-6"
    >
      <div className="mx-auto flex max-w-[1600px] flex-col gap-3 md:flex-row md:items-end md:justify-between md:gap-8">
        <div className="max-w-3xl">
          <h2 id={`${CONSENT_BANNER_ID}-title`} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-fg outline-none">
            {settings ? text.settingsTitle : text.title}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {text.body}{' '}
            <AppLink href={text.privacyHref} className="text-accent underline underline-offset-2 hover:text-accent-strong">
              {text.privacyLink}
            </AppLink>
          </p>
          {settings ? (
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
          {settings ? (
            <button type="button" onClick={settings.onSave} className={`${button} border border-line bg-surface-2 text-fg hover:border-accent`}>
              {text.save}
            </button>
          ) : (
            <button type="button" onClick={onOpenSettings} className={`${button} text-fg underline-offset-2 hover:underline`}>
              {text.settings}
            </button>
          )}
          <button type="button" onClick={onDecide && (() => onDecide(false))} className={`${button} border border-line bg-surface-2 text-fg hover:border-accent`}>
            {text.necessaryOnly}
          </button>
          <button type="button" onClick={onDecide && (() => onDecide(true))} className={`${button} bg-accent text-on-accent hover:bg-accent-strong`}>
            {text.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}
