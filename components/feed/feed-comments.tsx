'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { FeedComment } from '@/lib/contracts/feed';
import { fill } from '@/lib/format/fill';
import { deleteCommentMutation } from '@/lib/queries/feed';
import { type CommentNode, commentThread } from './comment-thread';
import { FeedCommentForm } from './feed-comment-form';
import { feedDate } from './feed-format';
import type { FeedText } from './feed-text';

type Props = { locale: Locale; postId: number; comments: readonly FeedComment[]; text: FeedText };

/**
 * A post's comment thread (§3 comments): replies under what they answer, a reply button on every
 * comment (replies to replies too), and delete on the guest's own comments (§7 deleteComment).
 */
export function FeedComments({ locale, postId, comments, text }: Props) {
  const thread = commentThread(comments);
  const t = text.post;
  return (
    <section aria-label={t.commentsHeading} className="grid gap-3" data-testid="feed-comments">
      <h3 className="text-sm font-semibold">
        {t.commentsHeading} <span className="tabular-nums text-muted">({comments.length})</span>
      </h3>
      {thread.length === 0 ? <p className="text-sm text-muted">{t.noComments}</p> : <CommentList nodes={thread} locale={locale} postId={postId} text={text} />}
      <FeedCommentForm locale={locale} postId={postId} repliesTo={null} label={t.commentLabel} text={text} />
    </section>
  );
}

function CommentList({ nodes, locale, postId, text }: { nodes: CommentNode[]; locale: Locale; postId: number; text: FeedText }) {
  return (
    <ul className="grid gap-2">
      {nodes.map((node) => (
        <li key={node.comment.id}>
          <CommentItem node={node} locale={locale} postId={postId} text={text} />
        </li>
      ))}
    </ul>
  );
}

function CommentItem({ node, locale, postId, text }: { node: CommentNode; locale: Locale; postId: number; text: FeedText }) {
  const { comment, replies } = node;
  const [replying, setReplying] = useState(false);
  const remove = useMutation(deleteCommentMutation(locale, postId));
  const t = text.post;
  return (
    <article className="grid gap-1" data-testid="feed-comment" aria-label={comment.user.name}>
      <div className="rounded-lg bg-surface-2 px-3 py-2">
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
          <span className="font-semibold text-fg">{comment.user.name}</span>
          {comment.isCreator ? <span className="text-accent">{t.creator}</span> : null}
          <time dateTime={comment.created}>{feedDate(locale, comment.created)}</time>
        </p>
        <p className="mt-0.5 whitespace-pre-line break-words text-sm">{comment.text}</p>
      </div>
      <div className="flex gap-3 px-1 text-xs">
        <button type="button" onClick={() => setReplying((now) => !now)} aria-expanded={replying} className="font-medium text-muted hover:text-accent">
          {t.reply}
        </button>
        {comment.user.isOwn ? (
          <button
            type="button"
            onClick={() => remove.mutate(comment.id)}
            disabled={remove.isPending}
            aria-label={t.deleteLabel}
            className="font-medium text-muted hover:text-sale"
          >
            {t.delete}
          </button>
        ) : null}
        {remove.isError ? (
          <span role="alert" className="text-sale">
            {t.actionFailed}
          </span>
        ) : null}
      </div>
      {replies.length > 0 ? (
        <div className="border-l-2 border-line pl-3 sm:pl-4">
          <CommentList nodes={replies} locale={locale} postId={postId} text={text} />
        </div>
      ) : null}
      {/* Below the replies, where the new one will land: sending adds the reply above the form and
          closes it, so nothing above moves (a button being aimed at stays where it was). */}
      {replying ? (
        <div className="pl-4">
          <FeedCommentForm
            locale={locale}
            postId={postId}
            repliesTo={comment.id}
            label={fill(t.replyLabel, { name: comment.user.name })}
            text={text}
            onDone={() => setReplying(false)}
            onCancel={() => setReplying(false)}
          />
        </div>
      ) : null}
    </article>
  );
}
