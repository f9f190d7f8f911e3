'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import { overlayController } from '@/lib/overlay/overlay-loader';
import type { MessengerText } from './messenger-text';

/**
 * A visitor's messenger: one sentence and the login. §3 onLoginAction "select messenger channel"
 * {targetUrl}: the page the visitor came to (say /messenger/?actor=5 from a profile) is opened
 * again after login, so the conversation they wanted is selected.
 */
export function MessengerLogin({ text }: { text: Pick<MessengerText, 'loggedOut' | 'login'> }) {
  const logIn = async () => {
    const { savePendingAction } = await import('@/lib/overlay/pending-action');
    const targetUrl = `${window.location.pathname}${window.location.search}`;
    savePendingAction({ type: 'selectMessengerChannel', params: { targetUrl } });
    const controller = await overlayController();
    await controller.openAuth({ view: 'login', force: true });
  };
  return (
    <div className="flex flex-col items-start gap-4 rounded-tile border border-line bg-surface p-5">
      <p>{text.loggedOut}</p>
      <button type="button" className={buttonStyles.primary} onClick={() => void logIn()}>
        {text.login}
      </button>
    </div>
  );
}
