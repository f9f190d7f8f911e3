'use client';

import { type FormEvent, useState } from 'react';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { buttonStyles } from '@/components/ui/button-styles';
import { CHAT_TEXT_MAX } from '@/lib/contracts/chat';

type Props<T> = {
  /** The input's id and the data-testid prefix (`<testId>-input`, `<testId>-send`). */
  id: string;
  testId: string;
  label: string;
  /** The label shown above the field (the room message) or for screen readers only (the reply). */
  labelVisible: boolean;
  placeholder: string;
  sendLabel: string;
  /** What sending a text is (lib/queries/studio-live.ts). */
  mutation: UseMutationOptions<T, Error, string>;
  /** The sentence for a failed send. */
  failure: (error: unknown) => string;
  className?: string;
};

/** One line of text she sends from the live page (a reply to a guest, a message to the room): emptied after a send. */
export function StudioTextForm<T>({ id, testId, label, labelVisible, placeholder, sendLabel, mutation: options, failure, className = '' }: Props<T>) {
  const [text, setText] = useState('');
  const mutation = useMutation(options);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== '') mutation.mutate(text, { onSuccess: () => setText('') });
  }

  return (
    <form onSubmit={submit} className={`flex flex-wrap gap-2 ${className}`}>
      <label className={labelVisible ? 'basis-full text-sm font-medium' : 'sr-only'} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        data-testid={`${testId}-input`}
        value={text}
        maxLength={CHAT_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className="min-h-10 min-w-0 flex-1 rounded-full border border-line bg-surface-2 px-3 text-sm"
      />
      <button type="submit" data-testid={`${testId}-send`} className={buttonStyles.primary} disabled={mutation.isPending || text.trim() === ''}>
        {sendLabel}
      </button>
      {mutation.isError ? (
        <p role="alert" className="basis-full text-sm text-sale">
          {failure(mutation.error)}
        </p>
      ) : null}
    </form>
  );
}
