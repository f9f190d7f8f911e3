import * as z from 'zod';
import { dataEnvelope } from './envelope';

// POST /rest/v1/guest/closeDataProtection and /rest/v1/guest/closeAgbAndDataProtection (§7)
export const closeDataProtectionInputSchema = z.object({ accepted: z.boolean() });
export type CloseDataProtectionInput = z.infer<typeof closeDataProtectionInputSchema>;

/** showDataProtection: whether the guest still has to accept the current privacy policy or terms. */
export const dataProtectionStateSchema = z.object({ showDataProtection: z.boolean() });
export type DataProtectionState = z.infer<typeof dataProtectionStateSchema>;
export const dataProtectionResponseSchema = dataEnvelope(dataProtectionStateSchema);
export type DataProtectionResponse = z.infer<typeof dataProtectionResponseSchema>;
