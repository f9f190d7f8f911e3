/**
 * §6 "A test device is detected by a query flag": `?testDevice=1` on any page marks the browser
 * as a test device (a cookie the server reads, kept a year), `?testDevice=0` unmarks it. A test
 * device sees the variant of every running test and is never counted in a split
 * (lib/server/test-groups/guest-test-groups.ts).
 */
export const TEST_DEVICE_COOKIE = 'tdev';
export const TEST_DEVICE_QUERY = 'testDevice';
export const TEST_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What the query flag asks for: mark, unmark, or nothing (absent or any other value). */
export function testDeviceFlag(search: URLSearchParams): 'mark' | 'unmark' | null {
  const value = search.get(TEST_DEVICE_QUERY);
  if (value === '1' || value === 'true') return 'mark';
  if (value === '0' || value === 'false') return 'unmark';
  return null;
}

/** Whether a Cookie header carries the test-device mark. */
export function isTestDeviceCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => part.trim() === `${TEST_DEVICE_COOKIE}=1`);
}
