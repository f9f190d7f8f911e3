/**
 * The baseline versions of the privacy policy and the terms: the ones the seed publishes as
 * current (lib/server/db/seed/legal.ts), and the current ones of a database that holds no legal
 * text yet. Once texts are in the database the highest published version is current
 * (lib/server/legal/current-legal-versions.ts); publishing a higher one asks every guest who
 * accepted an older version again (§7 showDataProtection, guest/closeDataProtection).
 */
export const PRIVACY_VERSION = 2;
export const TERMS_VERSION = 2;
