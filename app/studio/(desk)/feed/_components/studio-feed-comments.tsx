'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useStudio } from '@/app/studio/_components/studio-context';
import { type CommentNode, commentThread } from '@/components/feed/comment-thread';
import { FEED_COMMENT_MAX, type FeedComment } from '@/lib/contracts/feed';
import { fill } from '@/lib/format/fill';
import { studioCommentMutation, studioFeedKeys } from '@/lib/queries/studio-feed';
import type { StudioFeedText } from './studio-feed-text';

type Props = { postId: number; comments: readonly FeedComment[]; text: StudioFeedText };

/**
 * The comments under one of her posts (§3 feed comments) as the guests see them, threaded: she
 * answers any comment (a reply to a reply too) or starts a thread; her own are marked as hers.
 */
export function StudioFeedComments({ postId, comments, text }: Props) {
  const thread = commentThread(comments);
  return (
    <section aria-label={text.commentsHeading} className="mt-2 grid gap-2">
      <h3 className="text-sm font-semibold">
        {text.commentsHeading} <span className="tabular-nums text-muted">({comments.length})</span>
      </h3>
      {thread.length === 0 ? <p className="text-xs text-muted">{text.noComments}</p> : <Thread nodes={thread} postId={postId} text={text} />}
      <CommentForm postId={postId} repliesTo={null} label={text.commentLabel} text={text} />
    </section>
  );
}

function Thread({ nodes, postId, text }: { nodes: CommentNode[]; postId: number; text: StudioFeedText }) {
  return (
    <ul className="grid gap-2">
      {nodes.map(({ comment, replies }) => (
        <li key={comment.id}>
          <Comment comment={comment} replies={replies} postId={postId} text={text} />
        </li>
      ))}
    </ul>
  );
}

function Comment({ comment, replies, postId, text }: { comment: FeedComment; replies: CommentNode[]; postId: number; text: StudioFeedText }) {
  const [replying, setReplying] = useState(false);
  return (
    <article aria-label={comment.user.name} data-testid="studio-feed-comment" className="grid gap-1">
      <div className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
        <p className="text-xs font-semibold">
          {comment.user.name}
          {comment.isCreator ? <span className="ml-2 text-accent">{text.you}</span> : null}
        </p>
        <p className="whitespace-pre-line break-words">{comment.text}</p>
      </div>
      <button type="button" onClick={() => setReplying((now) => !now)} aria-expanded={replying} className="justify-self-start px-1 text-xs font-medium text-muted hover:text-accent">
        {text.reply}
      </button>
      {replies.length > 0 ? (
        <div className="border-l-2 border-line pl-3">
          <Thread nodes={replies} postId={postId} text={text} />
        </div>
      ) : null}
      {/* Below the replies, where her answer will appear (nothing above it moves when it closes). */}
      {replying ? <CommentForm postId={postId} repliesTo={comment.id} label={fill(text.replyLabel, { name: comment.user.name })} text={text} onClose={() => setReplying(false)} /> : null}
    </article>
  );
}

function CommentForm({ postId, repliesTo, label, text, onClose }: { postId: number; repliesTo: number | null; label: string; text: StudioFeedText; onClose?: () => void }) {
  const { locale } = useStudio();
  const client = useQueryClient();
  const id = useId();
  const [value, setValue] = useState('');
  const send = useMutation(studioCommentMutation(locale, postId));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '' || send.isPending) return;
    send.mutate(
      { text: value.trim(), repliesToCommentId: repliesTo },
      {
        onSuccess: async () => {
          setValue('');
          onClose?.();
          await client.invalidateQueries({ queryKey: studioFeedKeys.posts() });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className={`grid gap-2 ${repliesTo === null ? '' : 'pl-3'}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea id={id} value={value} onChange={(event) => setValue(event.target.value)} maxLength={FEED_COMMENT_MAX} rows={2} placeholder={label} className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg" />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={send.isPending || value.trim() === ''} className="rounded-full bg-accent px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50">
          {text.send}
        </button>
        {onClose ? (
          <button type="button" onClick={onClose} className="rounded-full border border-line px-3 py-1.5 text-sm">
            {text.cancel}
          </button>
        ) : null}
        {send.isError ? (
          <p role="alert" className="text-sm text-sale">
            {text.commentFailed}
          </p>
        ) : null}
      </div>
    </form>
  );
}
