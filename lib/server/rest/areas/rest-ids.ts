import 'server-only';
import * as z from 'zod';

/** A PostgreSQL integer id from a path or query: out-of-range digits are bad input (422), not a database error. */
export const restIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** An actor id or name (§7 …ByIdOrName calls). */
export const actorIdOrNameSchema = z.string().trim().min(1).max(100);
