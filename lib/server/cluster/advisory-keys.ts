/**
 * Session-level advisory lock keys of the cluster (pg's bigint key space; the seed uses its own
 * key, the mail and watch locks the two-int space): distinct, so no lock waits for another kind.
 */
export const BOOT_LOCK_KEY = 7_301_021_001;
export const LEADER_LOCK_KEY = 7_301_021_002;
