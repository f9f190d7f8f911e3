import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { VideoContestInfo } from '@/lib/contracts/video';

/**
 * §3 contestInfo place: "3rd place in <contest>" (or the current rank while it runs), linking
 * the contest. Nothing for a video that is in no started contest.
 */
export async function VideoContestLine({ info }: { info: VideoContestInfo | null | undefined }) {
  if (!info) return null;
  const t = await getTranslations('VideoDetail.contest');
  const values = { place: info.place ?? 0, title: info.title };
  const text = info.place === null ? t('entered', values) : info.state === 'active' ? t('currentPlace', values) : t('place', values);
  return (
    <p className="mt-2 text-sm" data-testid="video-contest-info">
      <Link href={{ pathname: '/contests/[id]', params: { id: String(info.contestId) } }} className="font-medium text-accent hover:underline">
        {text}
      </Link>
    </p>
  );
}
