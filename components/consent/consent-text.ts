/** The element id of the consent banner (the boot script hides it by id). */
export const CONSENT_BANNER_ID = 'consent-banner';

/** The consent banner's strings, translated on the server (messages Consent) and passed as props. */
export type ConsentText = {
  title: string;
  body: string;
  acceptAll: string;
  necessaryOnly: string;
  settings: string;
  save: string;
  settingsTitle: string;
  necessaryLabel: string;
  necessaryHint: string;
  functionalLabel: string;
  functionalHint: string;
  analyticsLabel: string;
  analyticsHint: string;
  privacyLink: string;
  /** The localized data protection page. */
  privacyHref: string;
};
