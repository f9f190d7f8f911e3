import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import type { GuestProfile, NewsletterTypeId } from '@/lib/contracts/personal';
import { type NewsletterAnswer, personalKeys, setNewsletter } from './personal';
import { getQueryClient } from './query-client';

/**
 * §3 newsletter subscriptions (bits 256, 512, 1024, 2048) as the special pages change them. The
 * guest's subscribed types are read from GET guest/profile (profileOptions): that read already
 * answers them per type, so there is no second read to keep in step.
 */
export type NewsletterChange = { typeId: NewsletterTypeId; subscribed: boolean; qmday?: string | null };

/** Whose newsletters: the loaded profile (undefined while it loads). */
type Account = Pick<GuestProfile, 'guestId' | 'email'> | undefined;

async function changeOne(language: Locale, account: Account, { typeId, subscribed, qmday }: NewsletterChange): Promise<NewsletterAnswer> {
  if (!account) throw new Error('The profile is not loaded yet.');
  return setNewsletter(language, { typeId, subscribed, qmday, userId: account.guestId, emailAddress: account.email });
}

/** The profile in the cache with the server's answer for the newsletters; nothing else changes. */
function storeTypes(language: Locale, newsletterTypes: NewsletterTypeId[]) {
  getQueryClient().setQueryData<GuestProfile>(personalKeys.profile(language), (profile) => (profile ? { ...profile, newsletterTypes } : profile));
}

/**
 * One type on or off for the logged-in guest of `account` (subscribe needs its id and
 * email, §7). The cache changes only with the server's answer: a refused subscribe leaves the
 * type unsubscribed on screen (§8 a subscribe failure is a not-subscribed event).
 */
export function newsletterMutation(language: Locale, account: Account) {
  return mutationOptions({
    mutationKey: [...personalKeys.all, 'newsletter'],
    mutationFn: (change: NewsletterChange) => changeOne(language, account, change),
    onSuccess: ({ newsletterTypes }) => storeTypes(language, newsletterTypes),
  });
}

/**
 * "Unsubscribe from all": one §7 newsletter/unsubscribe per subscribed type, one after another,
 * so the bits never race. Each answer is stored as it comes, so a failure halfway still shows
 * what the server already took back.
 */
export function unsubscribeAllMutation(language: Locale, account: Account) {
  return mutationOptions({
    mutationKey: [...personalKeys.all, 'newsletter', 'all'],
    mutationFn: async (typeIds: readonly NewsletterTypeId[]) => {
      let left: NewsletterTypeId[] = [];
      for (const typeId of typeIds) {
        left = (await changeOne(language, account, { typeId, subscribed: false })).newsletterTypes;
        storeTypes(language, left);
      }
      return left;
    },
  });
}
