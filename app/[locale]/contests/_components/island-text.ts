import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ContestIslandWireText } from '@/components/contests/contest-text';
import { MAX_VOTES_PER_CONTEST } from '@/lib/contracts/contests';

/** The island's strings in the page's language (plural forms resolved here, §1 four languages). */
export async function islandText(): Promise<ContestIslandWireText> {
  const t = await getTranslations('contests');
  return {
    vote: t('vote'),
    unvote: t('unvote'),
    voted: t('voted'),
    votesUsed: t('votesUsed', { used: '{used}', max: '{max}' }),
    loginToVote: t('loginToVote'),
    voteFailed: t('voteFailed'),
    loading: t('loading'),
    empty: t('empty'),
    previous: t('previous'),
    next: t('next'),
    limitTitle: t('limitTitle'),
    limitText: t('limitText'),
    limitHide: t('limitHide'),
    close: t('close'),
    likeTitle: t('likeTitle'),
    likeText: Array.from({ length: MAX_VOTES_PER_CONTEST }, (_, left) => t('likeText', { left })),
    votesOne: t('votes', { count: 1 }).replace('1', '#'),
    votesOther: t('votes', { count: 7 }).replace('7', '#'),
  };
}
