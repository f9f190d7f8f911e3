// A process that moves one guest's money as fast as it can, until it is killed: a top-up, a plain
// spend, a video bought through the real purchase service and a paid message through the real
// messenger service, round after round. tests/integration/wallet-crash.test.ts SIGKILLs it at
// random points ("money must never be lost"). Usage: node --import tsx --import
// ./scripts/node-hooks.mjs tests/helpers/top-up-worker.ts <dataDir or postgres URL> <guestId> <tag> <channelId>
import { desc, eq, like } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { videos } from '@/lib/server/db/schema/catalog';
import { isAppError } from '@/lib/server/errors';
import { sendGuestMessage } from '@/lib/server/messenger/send-guest-message';
import { sandboxProvider } from '@/lib/server/payments/sandbox-provider';
import { SANDBOX_CARDS } from '@/lib/server/payments/sandbox-cards';
import { buyItem } from '@/lib/server/purchases/buy-item';
import { createInProcessPubSub } from '@/lib/server/realtime/pubsub';
import { postTransaction } from '@/lib/server/wallet/ledger';
import { startTopUp } from '@/lib/server/wallet/top-up';
import { CRASH_VIDEO_TITLE } from './spend-invariants';

const [dataDir, guestIdText, tag, channelIdText] = process.argv.slice(2);
if (!dataDir || !guestIdText || !tag || !channelIdText) throw new Error('usage: top-up-worker <dataDir> <guestId> <tag> <channelId>');
const guestId = Number(guestIdText);
const channelId = Number(channelIdText);
// A PostgreSQL URL (the integration suite on PostgreSQL) or a PGlite folder.
const database = dataDir.startsWith('postgres://') ? await openDatabase({ url: dataDir, dataDir: '' }) : await openDatabase({ dataDir });
const { db } = database;
// The services publish their events; no page listens in this process.
const pubsub = createInProcessPubSub();
const card = { number: SANDBOX_CARDS.success, expiry: '12/39', cvc: '123', holder: 'Crash Test' };
const [channel] = await db.select({ actorId: messengerChannels.actorId }).from(messengerChannels).where(eq(messengerChannels.id, channelId));
if (!channel) throw new Error(`no channel ${channelId}`);
process.stdout.write('ready\n');

/** Not enough money is an answer, not a failure: the load drains and refills the balance. */
const unlessBroke = (error: unknown) => {
  if (!isAppError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
};

/**
 * One purchase attempt and one paid message for a video: both keyed by it (the purchase service's
 * key is guest + item, the message's its clientMessageId), so doing it twice is a client's retry.
 */
async function buyAndMessage(videoId: number): Promise<void> {
  await buyItem(db, guestId, videoId, new Date()).catch(unlessBroke);
  const message = { guestId, channelId, text: `about video ${videoId}`, gifts: [], clientMessageId: `crash-message-${videoId}` };
  await sendGuestMessage(db, pubsub, message).catch(unlessBroke);
}

// The restart retries what the last life may have cut off (the newest video's purchase and message),
// as a page retries a call that got no answer: it must take effect once, not twice.
const [cutOff] = await db.select({ id: videos.id }).from(videos).where(like(videos.title, `${CRASH_VIDEO_TITLE} %`)).orderBy(desc(videos.id)).limit(1);
if (cutOff) await buyAndMessage(cutOff.id);

for (let n = 1; ; n += 1) {
  const key = `crash-${tag}-${n}`;
  await startTopUp(db, sandboxProvider, guestId, { amount: 500, card, flow: 'moneycharge', idempotencyKey: key, saveCard: false }, 'CV MEDIA SERVICES');
  await db
    .transaction((tx) =>
      postTransaction(tx, {
        kind: 'crash-spend',
        idempotencyKey: `${key}-spend`,
        memo: { item: 'crash test' },
        postings: [
          { account: { ownerType: 'guest', ownerId: guestId, currency: 'EUR' }, amount: -200 },
          { account: { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' }, amount: 200 },
        ],
      }),
    )
    .catch(unlessBroke);
  // A new video each round: the catalogue row is not money work; buying it and writing about it are.
  const [video] = await db
    .insert(videos)
    .values({ actorId: channel.actorId, title: `${CRASH_VIDEO_TITLE} ${key}`, durationSeconds: 60, ageRating: 18, actingGroup: 'F', price: 150, basePrice: 150, releasedAt: new Date(0), imageSeed: n })
    .returning({ id: videos.id });
  if (!video) throw new Error('no video');
  await buyAndMessage(video.id);
  // The same again, as a retry that came too late to be cut off: alreadyOwned and a replay, nothing charged.
  await buyAndMessage(video.id);
  // The test kills at a random point after the first round: every life of the worker did work, however busy the machine.
  if (n === 1) process.stdout.write('working\n');
}
