import type { Gift, IncludedGift } from '@/lib/contracts/messenger';
import { fill } from '@/lib/format/fill';
import { giftName } from './gift-picker';
import type { MessengerText } from './messenger-text';

type Props = { text: MessengerText; language: string; lines: IncludedGift[]; catalogue: Gift[]; onRemove: (giftId: number) => void };

/** The gifts on the next message, each with a button that takes one off (§4: restores the owned count). */
export function GiftLines({ text, language, lines, catalogue, onRemove }: Props) {
  return (
    <section aria-label={text.onMessage} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">{text.onMessage}:</span>
      {lines.map((line) => {
        const gift = catalogue.find((entry) => entry.id === line.giftId);
        const name = gift ? giftName(gift, language) : `#${line.giftId}`;
        return (
          <span key={line.giftId} className="inline-flex items-center gap-1 rounded-full bg-surface-2 py-0.5 pl-2.5 pr-1 ring-1 ring-line">
            {line.quantity}× {name}
            <button type="button" onClick={() => onRemove(line.giftId)} aria-label={fill(text.removeGift, { name })} className="grid size-6 place-items-center rounded-full hover:bg-line">
              <span aria-hidden="true">×</span>
            </button>
          </span>
        );
      })}
    </section>
  );
}
