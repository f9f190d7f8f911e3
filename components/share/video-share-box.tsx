'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useAfterClose } from '@/components/boxes/after-box-closed';
import { NamedBox } from '@/components/boxes/named-box';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { BoxesText } from '@/lib/contracts/boxes';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { sendVideoShareEmail } from '@/lib/queries/share';
import { isLoggedIn, useGuest } from '@/stores/guest';

type Props = { locale: Locale; videoId: number; onClose: () => void };

const field = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg';

/**
 * §7 guest sendVideoShareEmail: the video page's "Share" opens this box (a link with
 * `?box=videoShare&videoId=`, so it also works before the page's scripts ran). A guest names an
 * address and an optional note; the server sends the mail through the Mailer, at most a few an hour.
 */
export function VideoShareBox({ locale, videoId, onClose }: Props) {
  const after = useAfterClose(onClose);
  return (
    <NamedBox locale={locale} onClose={onClose}>
      {(text) => (
        <Dialog onClose={onClose} afterClose={after.run} box="video-share">
          <DialogTitle>{text.videoShare.dialogTitle}</DialogTitle>
          <ShareForm locale={locale} videoId={videoId} text={text} close={onClose} later={after.later} />
        </Dialog>
      )}
    </NamedBox>
  );
}

type FormProps = { locale: Locale; videoId: number; text: BoxesText; close: () => void; later: (action: () => void) => void };

function ShareForm({ locale, videoId, text, close, later }: FormProps) {
  const words = text.videoShare;
  const guest = useGuest();
  const emailId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const send = useMutation({ mutationFn: () => sendVideoShareEmail(locale, { videoId, email: email.trim(), ...(message.trim() ? { message: message.trim() } : {}) }) });
  if (!isLoggedIn(guest)) {
    const logIn = () => later(() => void overlayController().then((controller) => controller.openAuth({ force: true })));
    return (
      <div className="mt-4 flex flex-col items-start gap-3 text-sm">
        <p>{words.loginFirst}</p>
        <button type="button" onClick={logIn} className={buttonStyles.primary}>
          {text.specialLogin.login}
        </button>
      </div>
    );
  }
  if (send.isSuccess) {
    return (
      <div className="mt-4 flex flex-col items-start gap-3 text-sm">
        <p role="status">{words.sent}</p>
        <button type="button" onClick={close} className={buttonStyles.secondary}>
          {text.close}
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!send.isPending) send.mutate();
  };
  const limited = send.error instanceof ApiError && send.error.status === 409;
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3 text-sm">
      <label htmlFor={emailId}>{words.email}</label>
      <input id={emailId} type="email" required maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} className={field} />
      <label htmlFor={messageId}>{words.message}</label>
      <textarea id={messageId} rows={3} maxLength={300} value={message} onChange={(event) => setMessage(event.target.value)} className={field} />
      {send.isError ? <p role="alert">{limited ? words.limit : words.failed}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={send.isPending || email.trim() === ''} className={buttonStyles.primary}>
          {words.send}
        </button>
        <button type="button" onClick={close} className={buttonStyles.secondary}>
          {words.cancel}
        </button>
      </div>
    </form>
  );
}
