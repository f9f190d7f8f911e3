import * as accounts from './schema/accounts';
import * as actors from './schema/actors';
import * as auth from './schema/auth';
import * as catalog from './schema/catalog';
import * as content from './schema/content';
import * as favorites from './schema/favorites';
import * as ledger from './schema/ledger';

/** The whole Drizzle schema as one object, for the client's relational queries. */
export const schema = { ...accounts, ...actors, ...auth, ...catalog, ...content, ...favorites, ...ledger };
export type Schema = typeof schema;
