import type { FeedComment } from '@/lib/contracts/feed';

export type CommentNode = { comment: FeedComment; replies: CommentNode[] };

/**
 * §3 comments (parentId, isReplyToReply) as a tree: replies under the comment they answer, at any
 * depth (a reply to a reply too), oldest first; a reply whose parent is gone (deleted) stays at the top.
 */
export function commentThread(comments: readonly FeedComment[]): CommentNode[] {
  const nodes = new Map<number, CommentNode>(comments.map((comment) => [comment.id, { comment, replies: [] }]));
  const roots: CommentNode[] = [];
  const ordered = [...comments].sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id);
  for (const comment of ordered) {
    const node = nodes.get(comment.id);
    if (!node) continue;
    const parent = comment.parentId === null ? undefined : nodes.get(comment.parentId);
    (parent && parent !== node ? parent.replies : roots).push(node);
  }
  return roots;
}
