import * as z from 'zod';

/**
 * Every id column is a PostgreSQL `integer` (int4). A larger number is bad input (422 at the
 * boundary), not an "out of range" error from the database (a 500).
 */
export const MAX_DB_ID = 2_147_483_647;

/** An id in a JSON body or a WebSocket frame. */
export const dbIdSchema = z.number().int().positive().max(MAX_DB_ID);

/** The same id from a path segment or a query parameter (text, coerced). */
export const dbIdParamSchema = z.coerce.number().int().positive().max(MAX_DB_ID);

/** Any other number stored in an integer column (counts, offsets, amounts in minor units). */
export const int4Schema = z.number().int().min(-MAX_DB_ID - 1).max(MAX_DB_ID);
