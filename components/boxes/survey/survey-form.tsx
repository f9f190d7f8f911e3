'use client';

import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { FeedbackData } from '@/lib/contracts/survey';
import { sendFeedbackMutation } from '@/lib/queries/survey';

type Rating = 'BAD' | 'GREAT';

/** The §9 rating (BAD or GREAT) and an optional comment, sent once; a second answer (409) says so. */
export function SurveyForm({ locale, data }: { locale: Locale; data: FeedbackData }) {
  const [rating, setRating] = useState<Rating | null>(null);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const send = useMutation(sendFeedbackMutation(locale));
  const { text } = data;

  if (send.isSuccess) return <p role="status">{text.thanks}</p>;
  const failure = send.error instanceof ApiError && send.error.status === 409 ? text.already : send.isError ? text.failed : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!rating) return;
    send.mutate({ type: data.type, instance: data.instance, rating, text: comment.trim() || undefined });
  };
  const choice = (value: Rating, label: string) => (
    <button type="button" aria-pressed={rating === value} onClick={() => setRating(value)} className={rating === value ? buttonStyles.primary : buttonStyles.secondary}>
      {label}
    </button>
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex gap-2">
        {choice('BAD', text.bad)}
        {choice('GREAT', text.great)}
      </div>
      <label htmlFor={commentId} className="text-sm">
        {text.comment}
      </label>
      <textarea id={commentId} value={comment} maxLength={500} rows={3} onChange={(event) => setComment(event.target.value)} className="rounded border p-2" />
      {failure ? <p role="alert">{failure}</p> : null}
      <button type="submit" disabled={!rating || send.isPending} className={buttonStyles.primary}>
        {text.send}
      </button>
    </form>
  );
}
