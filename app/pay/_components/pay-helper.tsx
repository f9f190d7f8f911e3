'use client';

import { useEffect } from 'react';
import type { Locale } from '@/i18n/routing';
import { PayBridge } from './pay-bridge';

/**
 * The hidden helper frame (§4, §7): no view, only the bridge, so the guest app can ask the pay
 * origin whether its login cookie exists (hasLoginCookie) before choosing login or sign-up.
 */
export function PayHelper({ frameId, appOrigin, language }: { frameId: string | null; appOrigin: string | null; language: Locale }) {
  useEffect(() => new PayBridge(frameId, appOrigin, language).start(), [frameId, appOrigin, language]);
  return null;
}
