import type { Locale } from '@/i18n/routing';
import type { ContestGridPage, ContestSub } from '@/lib/contracts/contests';

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

/** The contest media island's props (contest-media-island.tsx), here so the grid needs no import of the island. */
export type ContestMediaIslandProps = {
  language: Locale;
  contestId: number;
  sub: ContestSub;
  actorName?: string;
  open: boolean;
  qmday: string | null;
  /** The server's first page (overview, top10, actor): the grid shows it before any fetch. */
  initialPage: ContestGridPage | null;
  /** Localized links of a video and an album with __actor__ and __id__ in place of the parameters. */
  hrefs: { video: string; photo: string };
  text: ContestIslandWireText;
};
