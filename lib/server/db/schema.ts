import * as accounts from './schema/accounts';
import * as actors from './schema/actors';
import * as auth from './schema/auth';
import * as avs from './schema/avs';
import * as bonus from './schema/bonus';
import * as catalog from './schema/catalog';
import * as chatsSchema from './schema/chats';
import * as content from './schema/content';
import * as favorites from './schema/favorites';
import * as incentives from './schema/incentives';
import * as ledger from './schema/ledger';
import * as messenger from './schema/messenger';
import * as messengerCatalogue from './schema/messenger-catalogue';
import * as notifications from './schema/notifications';
import * as paymentMethods from './schema/payment-methods';
import * as payments from './schema/payments';
import * as personal from './schema/personal';
import * as phone from './schema/phone';
import * as purchasesSchema from './schema/purchases';
import * as sandboxPayments from './schema/sandbox-payments';
import * as social from './schema/social';
import * as studio from './schema/studio';
import * as subscriptionsSchema from './schema/subscriptions';
import * as tickets from './schema/tickets';
import * as watches from './schema/watches';

/** The whole Drizzle schema as one object, for the client's relational queries. */
export const schema = { ...accounts, ...actors, ...auth, ...avs, ...bonus, ...catalog, ...chatsSchema, ...content, ...favorites, ...incentives, ...ledger, ...messenger, ...messengerCatalogue, ...notifications, ...paymentMethods, ...payments, ...personal, ...phone, ...purchasesSchema, ...sandboxPayments, ...social, ...studio, ...subscriptionsSchema, ...tickets, ...watches };
export type Schema = typeof schema;
