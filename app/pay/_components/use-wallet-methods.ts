'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { type WalletMethods, walletMethodsResponseSchema } from '@/lib/contracts/payment-methods';

/** The guest's saved methods, one-click and auto-recharge state (GET wallet/methods); `reload` after a card was added. */
export function useWalletMethods(language: Locale, accessToken: string) {
  const [wallet, setWallet] = useState<WalletMethods | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(() => {
    setFailed(false);
    return restRequest('wallet/methods', { language, accessToken, schema: walletMethodsResponseSchema })
      .then(({ data }) => setWallet(data))
      .catch(() => setFailed(true));
  }, [accessToken, language]);

  useEffect(() => {
    let live = true;
    restRequest('wallet/methods', { language, accessToken, schema: walletMethodsResponseSchema })
      .then(({ data }) => live && setWallet(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [accessToken, language]);

  return { wallet, failed, reload, setWallet };
}
