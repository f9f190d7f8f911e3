import { Img } from '@/components/ui/img';
import type { Image } from '@/lib/media/image-urls';

type Props = {
  stills: readonly Image[];
  alts: readonly string[];
  /** The id of the heading that names the strip (a scrollable region must be named and focusable). */
  labelledBy: string;
  /** An access-checked still was refused (fsk 18: lib/media/still-urls.ts). */
  onRefused?: () => void;
};

/** §3 preview thumbnails (§9: up to 100) as a strip that scrolls sideways; every still loads lazily. */
export function StillStrip({ stills, alts, labelledBy, onRefused }: Props) {
  return (
    <ul tabIndex={0} aria-labelledby={labelledBy} className="-mx-3 flex snap-x scroll-px-3 gap-2 overflow-x-auto px-3 pb-2 sm:mx-0 sm:scroll-px-0 sm:px-0">
      {stills.map((still, index) => (
        <li key={still.url} className="w-32 shrink-0 snap-start sm:w-40">
          <Img
            src={still.url}
            width={still.width}
            height={still.height}
            alt={alts[index] ?? ''}
            loading="lazy"
            onError={onRefused}
            className="aspect-video w-full rounded-md object-cover ring-1 ring-line"
          />
        </li>
      ))}
    </ul>
  );
}
