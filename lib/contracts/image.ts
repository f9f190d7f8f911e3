import * as z from 'zod';

/**
 * Where generated images live; every image URL the API returns is one of these. A module of its
 * own: contracts that need only the image (the guest session's conversion chat among them) do not
 * evaluate the whole actor contract on a guest's page load (§1 speed).
 */
export const imageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
