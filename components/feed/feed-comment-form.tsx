'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import { isApiError } from '@/lib/api/api-error';
import { FEED_COMMENT_MAX } from '@/lib/contracts/feed';
import { commentMutation } from '@/lib/queries/feed';
import type { FeedText } from './feed-text';
import { guestOrSignup } from './guest-or-signup';

type Props = {
  locale: Locale;
  postId: number;
  /** The comment this answers (§7 commentPost repliesToCommentId), or null for a new thread. */
  repliesTo: number | null;
  label: string;
  text: FeedText;
  onDone?: () => void;
  onCancel?: () => void;
};

/** Writes a comment or a reply (§7 commentPost; text 1..1000 after trimming; a guest blocked for comments gets 403). */
export function FeedCommentForm({ locale, postId, repliesTo, label, text, onDone, onCancel }: Props) {
  const [value, setValue] = useState('');
  const comment = useMutation(commentMutation(locale, postId));
  const id = useId();
  const t = text.post;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === '' || comment.isPending || !(await guestOrSignup(text.signup))) return;
    comment.mutate(
      { text: trimmed, repliesToCommentId: repliesTo },
      {
        onSuccess: () => {
          setValue('');
          onDone?.();
        },
      },
    );
  };
  const blocked = isApiError(comment.error) && comment.error.code === 'FORBIDDEN';
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={FEED_COMMENT_MAX}
        rows={2}
        placeholder={label}
        className="w-full resize-y rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg"
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={comment.isPending || value.trim() === ''} className={buttonStyles.primary}>
          {t.send}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonStyles.ghost}>
            {t.cancel}
          </button>
        ) : null}
        {comment.isError ? (
          <p role="alert" className="text-sm text-sale">
            {blocked ? t.commentBlocked : t.commentFailed}
          </p>
        ) : null}
      </div>
    </form>
  );
}
