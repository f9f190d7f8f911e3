// A process that tops up and spends one guest's balance as fast as it can, until it is killed.
// tests/integration/wallet-crash.test.ts SIGKILLs it at random points ("money must never
// be lost"). Usage: node --import tsx --import ./scripts/node-hooks.mjs tests/helpers/top-up-worker.ts <dataDir or postgres URL> <guestId> <tag>
import { openDatabase } from '@/lib/server/db/client';
import { sandboxProvider } from '@/lib/server/payments/sandbox-provider';
import { SANDBOX_CARDS } from '@/lib/server/payments/sandbox-cards';
import { postTransaction } from '@/lib/server/wallet/ledger';
import { startTopUp } from '@/lib/server/wallet/top-up';

const [dataDir, guestIdText, tag] = process.argv.slice(2);
if (!dataDir || !guestIdText || !tag) throw new Error('usage: top-up-worker <dataDir> <guestId> <tag>');
const guestId = Number(guestIdText);
// A PostgreSQL URL (the integration suite on PostgreSQL) or a PGlite folder.
const database = dataDir.startsWith('postgres://') ? await openDatabase({ url: dataDir, dataDir: '' }) : await openDatabase({ dataDir });
const card = { number: SANDBOX_CARDS.success, expiry: '12/39', cvc: '123', holder: 'Crash Test' };
process.stdout.write('ready\n');

for (let n = 1; ; n += 1) {
  const key = `crash-${tag}-${n}`;
  await startTopUp(database.db, sandboxProvider, guestId, { amount: 500, card, flow: 'moneycharge', idempotencyKey: key, saveCard: false }, 'CV MEDIA SERVICES');
  await database.db
    .transaction((tx) =>
      postTransaction(tx, {
        kind: 'purchase',
        idempotencyKey: `${key}-spend`,
        memo: { item: 'crash test' },
        postings: [
          { account: { ownerType: 'guest', ownerId: guestId, currency: 'EUR' }, amount: -300 },
          { account: { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' }, amount: 300 },
        ],
      }),
    )
    .catch((error: { code?: string }) => {
      if (error.code !== 'INSUFFICIENT_FUNDS') throw error;
    });
  // The test kills at a random point after the first round: every life of the worker did work, however busy the machine.
  if (n === 1) process.stdout.write('working\n');
}
