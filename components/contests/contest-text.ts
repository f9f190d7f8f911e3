/** The strings the contest island shows, resolved on the server (namespace `contests`). */
export type ContestIslandText = {
  vote: string;
  unvote: string;
  voted: string;
  /** "{used} of {max} votes used" with {used} and {max} left in. */
  votesUsed: string;
  loginToVote: string;
  voteFailed: string;
  loading: string;
  empty: string;
  previous: string;
  next: string;
  limitTitle: string;
  limitText: string;
  limitHide: string;
  close: string;
  likeTitle: string;
  /** likeText per votes left (0 to 4). */
  likeText: string[];
  votes: (count: number) => string;
};

/** Serializable form: the votes label per count is resolved for 0–999 lazily on the client from a pattern. */
export type ContestIslandWireText = Omit<ContestIslandText, 'votes'> & { votesOne: string; votesOther: string };

export function withVotes(text: ContestIslandWireText): ContestIslandText {
  return { ...text, votes: (count) => (count === 1 ? text.votesOne : text.votesOther).replace('#', String(count)) };
}
