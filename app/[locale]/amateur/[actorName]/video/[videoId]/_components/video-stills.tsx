import { Img } from '@/components/ui/img';
import type { Image as ImageData } from '@/lib/media/image-urls';

/** §3 preview thumbnails (§9: up to 100) as a strip that scrolls sideways; every still loads lazily. */
export function VideoStills({
  stills,
  altFor,
  labelledBy,
}: {
  stills: readonly ImageData[];
  altFor: (index: number) => string;
  /** The id of the heading that names the strip (a scrollable region must be named and focusable). */
  labelledBy: string;
}) {
  return (
    <ul tabIndex={0} aria-labelledby={labelledBy} className="-mx-3 flex snap-x scroll-px-3 gap-2 overflow-x-auto px-3 pb-2 sm:mx-0 sm:scroll-px-0 sm:px-0">
      {stills.map((still, index) => (
        <li key={still.url} className="w-32 shrink-0 snap-start sm:w-40">
          <Img
            src={still.url}
            width={still.width}
            height={still.height}
            alt={altFor(index)}
            loading="lazy"
            className="aspect-video w-full rounded-md object-cover ring-1 ring-line"
          />
        </li>
      ))}
    </ul>
  );
}
