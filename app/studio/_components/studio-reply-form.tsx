'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { MESSAGE_TEXT_MAX } from '@/lib/contracts/messenger';
import { studioReplyMutation } from '@/lib/queries/studio-messenger';
import { useStudio, useStudioT } from './studio-context';

/** 32 hex characters; getRandomValues works on plain http too (randomUUID needs a secure context). */
const newClientMessageId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Her reply. One clientMessageId per message, kept across retries until it is sent, so a retry
 * after a lost answer never sends it twice (the server stores each id once).
 */
export function StudioReplyForm({ channelId }: { channelId: number }) {
  const { locale } = useStudio();
  const t = useStudioT();
  const [text, setText] = useState('');
  const pendingId = useRef<string | null>(null);
  const send = useMutation(studioReplyMutation(locale));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '' || send.isPending) return;
    pendingId.current ??= newClientMessageId();
    send.mutate(
      { channelId, text, clientMessageId: pendingId.current },
      {
        onSuccess: () => {
          pendingId.current = null;
          setText('');
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="border-t border-line p-3">
      <label htmlFor={`studio-reply-${channelId}`} className="block text-sm font-medium">
        {t('messenger.replyLabel')}
      </label>
      <div className="mt-1 flex gap-2">
        <textarea
          id={`studio-reply-${channelId}`}
          value={text}
          maxLength={MESSAGE_TEXT_MAX}
          rows={2}
          onChange={(e) => {
            setText(e.target.value);
            pendingId.current = null;
          }}
          className="min-w-0 flex-1 rounded-md border border-line bg-surface-2 px-3 py-2 text-fg"
        />
        <button type="submit" disabled={send.isPending || text.trim() === ''} className={`${buttonStyles.primary} self-end`}>
          {send.isPending ? t('messenger.sending') : t('messenger.send')}
        </button>
      </div>
      {send.isError ? (
        <p role="alert" className="mt-2 text-sm text-sale">
          {t('messenger.failed')}
        </p>
      ) : null}
    </form>
  );
}
