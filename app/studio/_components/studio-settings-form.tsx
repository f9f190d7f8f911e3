'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { MessengerSettings } from '@/lib/contracts/messenger';
import { draftFromSettings, parseSettingsDraft } from '@/lib/studio/settings-form';
import { studioSaveSettingsMutation, studioSettingsOptions } from '@/lib/queries/studio-messenger';
import { useStudio, useStudioT } from './studio-context';

const field = 'mt-1 block w-full max-w-xs rounded-md border border-line bg-surface-2 px-3 py-2 text-fg';

/** Message price and free messages; saving tells guests at once (§7 messagePrice). */
export function StudioSettings() {
  const { locale } = useStudio();
  const t = useStudioT();
  const settings = useQuery(studioSettingsOptions(locale));
  return (
    <section aria-labelledby="studio-settings-title" className="space-y-4">
      <h1 id="studio-settings-title" className="text-2xl font-bold">
        {t('settings.title')}
      </h1>
      <p className="text-muted">{t('settings.lead')}</p>
      {settings.data ? <SettingsForm initial={settings.data} /> : null}
    </section>
  );
}

function SettingsForm({ initial }: { initial: MessengerSettings }) {
  const { locale } = useStudio();
  const t = useStudioT();
  const [draft, setDraft] = useState(() => draftFromSettings(initial));
  const [invalid, setInvalid] = useState<'price' | 'freeMessages' | null>(null);
  const save = useMutation(studioSaveSettingsMutation(locale));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseSettingsDraft(draft);
    setInvalid(parsed.ok ? null : parsed.field);
    if (parsed.ok) save.mutate(parsed.settings);
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-lg border border-line bg-surface p-4" noValidate>
      <label className="block text-sm font-medium">
        {t('settings.messagePrice')}
        <input
          name="messagePrice"
          inputMode="decimal"
          value={draft.price}
          onChange={(e) => setDraft({ ...draft, price: e.target.value })}
          aria-invalid={invalid === 'price'}
          aria-describedby={invalid === 'price' ? 'studio-price-error' : undefined}
          className={field}
        />
      </label>
      {invalid === 'price' ? <p id="studio-price-error" className="text-sm text-sale">{t('settings.invalidPrice')}</p> : null}
      <label className="block text-sm font-medium">
        {t('settings.freeMessages')}
        <input
          name="freeMessages"
          inputMode="numeric"
          value={draft.freeMessages}
          onChange={(e) => setDraft({ ...draft, freeMessages: e.target.value })}
          aria-invalid={invalid === 'freeMessages'}
          aria-describedby={invalid === 'freeMessages' ? 'studio-free-error' : undefined}
          className={field}
        />
      </label>
      {invalid === 'freeMessages' ? <p id="studio-free-error" className="text-sm text-sale">{t('settings.invalidFree')}</p> : null}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={draft.isMessagingFree} onChange={(e) => setDraft({ ...draft, isMessagingFree: e.target.checked })} className="size-4" />
        {t('settings.isMessagingFree')}
      </label>
      <button type="submit" disabled={save.isPending} className={buttonStyles.primary}>
        {save.isPending ? t('settings.saving') : t('settings.save')}
      </button>
      <p role="status" aria-live="polite" className="text-sm">
        {save.isSuccess ? t('settings.saved') : save.isError ? <span className="text-sale">{t('settings.failed')}</span> : null}
      </p>
    </form>
  );
}
