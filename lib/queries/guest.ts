import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { PhoneType } from '@/lib/contracts/pincall';

/**
 * The logged-in guest's own state from the §7 guest area (guest/…). Keys name no guest: the page's
 * query client is emptied when the guest changes. zod contracts load inside the fetchers.
 */
export const guestKeys = {
  all: ['guest'] as const,
  subscriptions: () => [...guestKeys.all, 'subscriptions'] as const,
  pincall: () => [...guestKeys.all, 'pincall'] as const,
};

/** GET guest/subscriptions: VIP and TV state (§6 VIP); the §7 vipUpdate event sets isVip. */
export function subscriptionsOptions(language: Locale) {
  return queryOptions({
    queryKey: guestKeys.subscriptions(),
    queryFn: async ({ signal }) => {
      const { subscriptionStateResponseSchema } = await import('@/lib/contracts/subscriptions');
      return (await restRequest('guest/subscriptions', { language, schema: subscriptionStateResponseSchema, signal })).data;
    },
  });
}

/** GET guest/pincall/status: whether the guest's phone number is verified (§7 pincall). */
export function pincallStatusOptions(language: Locale) {
  return queryOptions({
    queryKey: guestKeys.pincall(),
    queryFn: async ({ signal }) => {
      const { pincallStatusResponseSchema } = await import('@/lib/contracts/pincall');
      return (await restRequest('guest/pincall/status', { language, schema: pincallStatusResponseSchema, signal })).data;
    },
  });
}

/** POST guest/pincall/start: the number is called; answers the call id and the code's length (§9 6 mobile, 5 landline). */
export function pincallStartMutation(language: Locale) {
  return mutationOptions({
    mutationKey: [...guestKeys.pincall(), 'start'],
    mutationFn: async (body: { phoneNumber: string; type: PhoneType; language: Locale }) => {
      const { pincallStartResponseSchema } = await import('@/lib/contracts/pincall');
      return (await restRequest('guest/pincall/start', { language, method: 'POST', body, schema: pincallStartResponseSchema })).data;
    },
  });
}

/** POST guest/pincall/verify: the code the guest heard; the status is asked again afterwards. */
export function pincallVerifyMutation(language: Locale) {
  return mutationOptions({
    mutationKey: [...guestKeys.pincall(), 'verify'],
    mutationFn: async (body: { id: string; type: PhoneType; pin: string }) => {
      const { pincallVerifyResponseSchema } = await import('@/lib/contracts/pincall');
      return (await restRequest('guest/pincall/verify', { language, method: 'POST', body, schema: pincallVerifyResponseSchema })).data;
    },
  });
}

/**
 * §7 closeAgbAndDataProtection / closeDataProtection {accepted}: answers whether the notice must
 * still show. A plain function: the notice lives in the layout of every page and loads this
 * module with import() on the first click.
 */
export async function closeDataProtection(language: Locale, accepted: boolean): Promise<boolean> {
  const { dataProtectionResponseSchema } = await import('@/lib/contracts/legal');
  const call = accepted ? 'closeAgbAndDataProtection' : 'closeDataProtection';
  return (await restRequest(`guest/${call}`, { language, method: 'POST', body: { accepted }, schema: dataProtectionResponseSchema })).data.showDataProtection;
}
