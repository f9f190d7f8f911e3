'use client';

import { useId } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Preferences } from '@/lib/contracts/personal';
import { CheckboxRow } from './checkbox-row';

export type PreferencesText = {
  preferences: string;
  language: string;
  languageAuto: string;
  /** Each language named in itself, as language pickers do. */
  languages: { locale: Locale; name: string }[];
  showFsk18Previews: string;
  tileGridMode: string;
  grid: string;
  list: string;
};

type Props = { className: string; preferences: Preferences; text: PreferencesText; onChange: (changes: Partial<Preferences>) => void };

/** The §3 preferences of the profile page: language, fsk 18 previews and the §2 tile grid mode. */
export function PreferencesFieldset({ className, preferences, text, onChange }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {text.preferences}
      </h2>
      <div className="mt-3 flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-language`} className="font-medium">
            {text.language}
          </label>
          <select
            id={`${id}-language`}
            value={preferences.language ?? ''}
            onChange={(event) => onChange({ language: (event.currentTarget.value || null) as Locale | null })}
            className="min-h-10 max-w-xs rounded-lg border border-line bg-surface-2 px-3 text-sm"
          >
            <option value="">{text.languageAuto}</option>
            {text.languages.map((language) => (
              <option key={language.locale} value={language.locale}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
        <CheckboxRow label={text.showFsk18Previews} checked={preferences.showFsk18Previews} onChange={(checked) => onChange({ showFsk18Previews: checked })} />
        <fieldset>
          <legend className="font-medium">{text.tileGridMode}</legend>
          <div className="mt-2 flex gap-4">
            {(['grid', 'list'] as const).map((mode) => (
              <label key={mode} className="inline-flex min-h-10 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-grid`}
                  value={mode}
                  checked={preferences.tileGridMode === mode}
                  onChange={() => onChange({ tileGridMode: mode })}
                  className="size-5 accent-accent"
                />
                {text[mode]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
