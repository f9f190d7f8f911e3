/** §9 "Recommended video filter test id 50". */
export const RECOMMENDED_VIDEO_FILTER_TEST_ID = 50;

/** The A/B tests running now (§3 testGroups): every guest gets a group in each. */
export const RUNNING_TEST_IDS: readonly number[] = [RECOMMENDED_VIDEO_FILTER_TEST_ID];

export type TestGroup = 0 | 1;

/**
 * The group a guest is drawn into for a test (0 control, 1 variant): a hash of test and guest,
 * so the draw is even over many guests and the same wherever it runs; the first draw is stored
 * and wins afterwards.
 */
export function drawTestGroup(guestId: number, testId: number): TestGroup {
  let hash = 0x811c9dc5;
  for (const char of `${testId}:${guestId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash & 1) as TestGroup;
}
