'use client';

import { euro } from './pay-money';

/** The amounts a top-up offers first, as pressed/unpressed buttons (the pressed one is the amount). */
export function AmountPresets({ legend, presets, selected, onSelect }: { legend: string; presets: readonly number[]; selected: number | null; onSelect: (cents: number) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${presets.length === 3 ? 'grid-cols-3' : 'grid-cols-4'}`}>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={selected === preset}
            onClick={() => onSelect(preset)}
            className="min-h-11 rounded-lg border border-line bg-surface-2 text-sm font-semibold aria-pressed:border-accent aria-pressed:text-accent"
          >
            {euro(preset)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
