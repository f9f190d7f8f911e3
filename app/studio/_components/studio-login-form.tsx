'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { studioApi } from '@/lib/studio/studio-api';
import { studioString, type StudioText } from '@/lib/studio/studio-text';

const field = 'mt-1 block w-full rounded-md border border-line bg-surface-2 px-3 py-2 text-fg';

function errorText(text: StudioText, error: unknown): string {
  if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') return studioString(text, 'login.invalid');
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
    const seconds = (error.details as { error?: { retryAfterSeconds?: number } } | undefined)?.error?.retryAfterSeconds ?? 60;
    return studioString(text, 'login.tooMany', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  }
  return studioString(text, 'login.failed');
}

/** Studio login: email and password; on success the ss cookie is set and the dashboard opens. */
export function StudioLoginForm({ locale, text }: { locale: Locale; text: StudioText }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = (key: string) => studioString(text, key);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await studioApi.logIn(locale, String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      router.replace('/studio/dashboard/');
    } catch (caught) {
      setError(errorText(text, caught));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-4" noValidate>
      <label className="block text-sm font-medium">
        {t('login.email')}
        <input name="email" type="email" autoComplete="username" required className={field} />
      </label>
      <label className="block text-sm font-medium">
        {t('login.password')}
        <input name="password" type="password" autoComplete="current-password" required className={field} />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-sale">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
