import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/format/number';

type ProfileCountsProps = { videoCount: number; albumCount: number };

/** How much the performer has published; §9 numbers use dot thousands separators. */
export async function ProfileCounts({ videoCount, albumCount }: ProfileCountsProps) {
  const t = await getTranslations('Profile');
  const items = [
    { id: 'videos', count: videoCount, label: t('videos', { count: videoCount }) },
    { id: 'albums', count: albumCount, label: t('albums', { count: albumCount }) },
  ];
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map((item) => (
        <li key={item.id} className="min-w-32 rounded-tile bg-surface px-4 py-3 ring-1 ring-line">
          <span className="block text-2xl font-bold tabular-nums text-fg">{formatNumber(item.count)}</span>
          <span className="text-sm text-muted">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
