'use client';

import { type KeyboardEvent, useRef } from 'react';

export type Tab = { id: string; label: string };

type Props = { label: string; tabs: readonly Tab[]; selected: string; idPrefix: string; onSelect: (id: string) => void };

/**
 * ARIA tabs (the WAI-ARIA tabs pattern with automatic activation): arrow keys, Home and End move
 * between tabs; only the selected tab is in the tab order. Panels are `${idPrefix}-panel`.
 */
export function TabList({ label, tabs, selected, idPrefix, onSelect }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={active}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`inline-flex min-h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
              active ? 'bg-accent text-on-accent' : 'border border-line bg-surface-2 text-fg hover:border-accent'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
