/**
 * Current versions of the privacy policy and the terms (AGB). Raising one asks every guest who
 * accepted an older version again (§7 showDataProtection, guest/closeDataProtection).
 */
export const PRIVACY_VERSION = 1;
export const TERMS_VERSION = 1;
