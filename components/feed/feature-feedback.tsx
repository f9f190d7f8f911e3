'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import { featureFeedbackMutation } from '@/lib/queries/feature-feedback';

export type FeatureFeedbackText = { question: string; yes: string; no: string; comment: string; send: string; thanks: string; failed: string };

/** "Yes" and "No" on the §7 rating scale 1 (not useful) … 5 (very useful). */
const RATING = { yes: 5, no: 1 } as const;

type Props = {
  locale: Locale;
  /** §7 featureId: lowercase letters, digits and dashes; docs/BOXES.md lists the places that ask. */
  featureId: string;
  text: FeatureFeedbackText;
};

/**
 * §7 feature feedback: "Was this useful?" with Yes / No, then an optional comment and Send. The
 * answer carries the page's path as `url`. §8 a result that is not true: the error is logged and the
 * guest is told it was not saved (he may send again). Shown to logged-in guests only (§7 needs one).
 */
export function FeatureFeedback({ locale, featureId, text }: Props) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const send = useMutation({
    ...featureFeedbackMutation(locale),
    onError: (error) => console.error(`feature feedback "${featureId}" failed`, error),
  });
  const commentId = useId();
  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-xl border border-line bg-surface p-4 text-center text-sm">
        {text.thanks}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return;
    send.mutate({ featureId, rating, text: comment, url: `${location.pathname}${location.search}` });
  };
  return (
    <form aria-label={text.question} onSubmit={submit} data-feature-feedback={featureId} className="grid gap-3 rounded-xl border border-line bg-surface p-4 text-sm">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-2 font-medium">{text.question}</legend>
        {(['yes', 'no'] as const).map((answer) => (
          <button key={answer} type="button" aria-pressed={rating === RATING[answer]} onClick={() => setRating(RATING[answer])} className={rating === RATING[answer] ? buttonStyles.primary : buttonStyles.secondary}>
            {text[answer]}
          </button>
        ))}
      </fieldset>
      {rating !== null ? (
        <>
          <label htmlFor={commentId} className="font-medium">
            {text.comment}
          </label>
          <textarea id={commentId} value={comment} maxLength={500} rows={2} onChange={(event) => setComment(event.target.value)} className="w-full rounded-lg border border-line bg-surface-2 p-2" />
          <div className="flex items-center gap-3">
            <button type="submit" className={buttonStyles.primary} disabled={send.isPending} aria-busy={send.isPending}>
              {text.send}
            </button>
            {send.isError ? <p role="alert" className="text-danger">{text.failed}</p> : null}
          </div>
        </>
      ) : null}
    </form>
  );
}
