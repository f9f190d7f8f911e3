import * as accounts from './schema/accounts';
import * as actors from './schema/actors';
import * as auth from './schema/auth';
import * as avs from './schema/avs';
import * as bonus from './schema/bonus';
import * as catalog from './schema/catalog';
import * as content from './schema/content';
import * as favorites from './schema/favorites';
import * as ledger from './schema/ledger';
import * as paymentMethods from './schema/payment-methods';
import * as payments from './schema/payments';
import * as phone from './schema/phone';
import * as purchasesSchema from './schema/purchases';
import * as sandboxPayments from './schema/sandbox-payments';
import * as subscriptionsSchema from './schema/subscriptions';

/** The whole Drizzle schema as one object, for the client's relational queries. */
export const schema = { ...accounts, ...actors, ...auth, ...avs, ...bonus, ...catalog, ...content, ...favorites, ...ledger, ...paymentMethods, ...payments, ...phone, ...purchasesSchema, ...sandboxPayments, ...subscriptionsSchema };
export type Schema = typeof schema;
