import 'server-only';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import * as z from 'zod';
import type { DbOrTx } from '@/lib/server/db/client';
import { appSecrets } from '@/lib/server/db/schema/accounts';
import { env, publicOrigin } from '@/lib/server/env';

const SECRET_NAME = 'web-push-vapid';
const storedKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** One promise per database: every send of a process reads the row once. */
const cache = new WeakMap<object, Promise<z.infer<typeof storedKeysSchema>>>();

/**
 * The VAPID key pair (RFC 8292), generated once and kept in app_secrets. Two processes starting
 * at once both try the insert; ON CONFLICT DO NOTHING lets the first win and both read its row,
 * so every browser subscription stays valid whichever process sends.
 */
async function loadKeys(db: DbOrTx): Promise<z.infer<typeof storedKeysSchema>> {
  const fresh = webPush.generateVAPIDKeys();
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify({ publicKey: fresh.publicKey, privateKey: fresh.privateKey }) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('web push keys missing after insert');
  return storedKeysSchema.parse(JSON.parse(row.value));
}

/** The keys and the subject (WEB_PUSH_SUBJECT, else mailto:support@<public host>). */
export async function vapidDetails(db: DbOrTx): Promise<VapidDetails> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadKeys(db);
    cache.set(db, keys);
    // A failed read is tried again on the next send, not remembered.
    keys.catch(() => cache.delete(db));
  }
  const subject = env().WEB_PUSH_SUBJECT ?? `mailto:support@${new URL(publicOrigin()).hostname}`;
  return { subject, ...(await keys) };
}

/** GET webpush/key: what PushManager.subscribe takes as applicationServerKey. */
export async function vapidPublicKey(db: DbOrTx): Promise<string> {
  return (await vapidDetails(db)).publicKey;
}
