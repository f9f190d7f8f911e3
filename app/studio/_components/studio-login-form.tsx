'use client';

import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { studioLoginMutation } from '@/lib/queries/studio-account';
import { getQueryClient } from '@/lib/queries/query-client';
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

type Props = { locale: Locale; text: StudioText };

/**
 * Studio login: email and password; on success the ss cookie is set and the dashboard opens. The
 * login page stands before the studio's provider (and its QueryClient): it uses the page's one.
 */
export function StudioLoginForm(props: Props) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <LoginForm {...props} />
    </QueryClientProvider>
  );
}

function LoginForm({ locale, text }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const login = useMutation(studioLoginMutation(locale));
  // The dashboard takes over after a login: the button stays busy until it has.
  const busy = login.isPending || login.isSuccess;
  const t = (key: string) => studioString(text, key);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    login.mutate(
      { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      {
        onSuccess: () => router.replace('/studio/dashboard/'),
        onError: (caught) => setError(errorText(text, caught)),
      },
    );
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
