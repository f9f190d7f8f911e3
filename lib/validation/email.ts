/**
 * §5 email pattern, part by part:
 * - local part: runs of characters other than < > ( ) [ ] \ . , ; : whitespace @ and ",
 *   joined by single dots (so no dot at either end, no two dots together) — or a quoted string;
 * - then @;
 * - then a bracketed IPv4 address, or dot-separated labels (letters, digits, hyphens) ending in
 *   an alphabetic top-level domain of at least 2 letters.
 */
const EMAIL_PATTERN =
  /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|".+")@(?:\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\]|(?:[a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,})$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
