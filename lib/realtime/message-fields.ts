import * as z from 'zod';
import { MAX_DB_ID, realtimeLanguages } from './message-codes';

/** zod building blocks shared by the `/ws` message schemas (realtime, live, chat, clash). */
export const idSchema = z.number().int().positive();
export const dbIdSchema = idSchema.max(MAX_DB_ID);
export const countSchema = z.number().int().min(0);
export const languageSchema = z.enum(realtimeLanguages);

/** §7: every message a browser sends carries type, accessToken and guestId (the last two when known). */
const envelopeShape = {
  accessToken: z.string().min(1).max(4096).optional(),
  guestId: z.number().int().positive().optional(),
};

/** A browser → server message: its type, the envelope and its own fields. */
export const clientMessage = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...envelopeShape, ...shape });

/** A server → browser message: its type and its fields (no envelope). */
export const serverMessage = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape });
