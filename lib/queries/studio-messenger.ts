import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { MessengerSettings } from '@/lib/contracts/messenger';
import type { StudioReplyInput } from '@/lib/contracts/studio';
import { studioKeys } from './studio-keys';

/** GET studio/messenger/channels: her channels, newest first, with the unread total. */
export function studioChannelsOptions(language: Locale) {
  return queryOptions({
    queryKey: studioKeys.channels(),
    queryFn: async ({ signal }) => {
      const { channelPageResponseSchema } = await import('@/lib/contracts/messenger');
      return (await restRequest('studio/messenger/channels', { language, schema: channelPageResponseSchema, signal })).data;
    },
  });
}

/** GET studio/messenger/channel/{id}: one channel with its newest messages; opening it marks her side read. */
export function studioChannelOptions(language: Locale, channelId: number) {
  return queryOptions({
    queryKey: studioKeys.channel(channelId),
    queryFn: async ({ signal }) => {
      const { channelWithMessagesResponseSchema } = await import('@/lib/contracts/messenger');
      return (await restRequest(`studio/messenger/channel/${channelId}`, { language, schema: channelWithMessagesResponseSchema, signal })).data;
    },
  });
}

/** A page of older messages of her channel before `before`, oldest first, with hasMore. */
export async function fetchStudioOlderMessages(language: Locale, channelId: number, before: number) {
  const { OLDER_MESSAGES_PAGE, olderMessagesResponseSchema } = await import('@/lib/contracts/messenger-calls');
  return (await restRequest(`studio/messenger/channel/${channelId}/messages`, { language, query: { before, limit: OLDER_MESSAGES_PAGE }, schema: olderMessagesResponseSchema })).data;
}

/** POST studio/messenger/send: her reply; one clientMessageId per message, so a retry never sends it twice. */
export function studioReplyMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['studio', 'reply'],
    mutationFn: async (input: StudioReplyInput) => {
      const { studioReplyResponseSchema } = await import('@/lib/contracts/studio');
      return (await restRequest('studio/messenger/send', { language, schema: studioReplyResponseSchema, method: 'POST', body: input })).data;
    },
    onSuccess: (_sent, _input, _result, { client }) => void client.invalidateQueries({ queryKey: studioKeys.channels() }),
  });
}

/** POST studio/messenger/message/{id}/withdraw: one of her sent messages; the guest hears §7 messenger content change. */
export function studioWithdrawMutation(language: Locale, channelId: number) {
  return mutationOptions({
    mutationKey: ['studio', 'withdraw', channelId],
    mutationFn: async (messageId: number) => {
      const { withdrawResponseSchema } = await import('@/lib/contracts/messenger-calls');
      return (await restRequest(`studio/messenger/message/${messageId}/withdraw`, { language, schema: withdrawResponseSchema, method: 'POST', body: {} })).data;
    },
    onSuccess: (_done, _messageId, _result, { client }) => void client.invalidateQueries({ queryKey: studioKeys.channel(channelId) }),
  });
}

/** GET studio/settings: her message price and free messages (§7 messagePrice). */
export function studioSettingsOptions(language: Locale) {
  return queryOptions({
    queryKey: studioKeys.settings(),
    queryFn: async ({ signal }) => {
      const { studioSettingsResponseSchema } = await import('@/lib/contracts/studio');
      return (await restRequest('studio/settings', { language, schema: studioSettingsResponseSchema, signal })).data;
    },
  });
}

/** POST studio/settings/save: answers the settings as saved; guests hear of them at once. */
export function studioSaveSettingsMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['studio', 'settings', 'save'],
    mutationFn: async (settings: MessengerSettings) => {
      const { studioSettingsResponseSchema } = await import('@/lib/contracts/studio');
      return (await restRequest('studio/settings/save', { language, schema: studioSettingsResponseSchema, method: 'POST', body: settings })).data;
    },
    onSuccess: (saved, _settings, _result, { client }) => void client.setQueryData(studioKeys.settings(), saved),
  });
}
