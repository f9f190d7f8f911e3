'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BoxBody } from '@/components/boxes/box-body';
import { NamedBox } from '@/components/boxes/named-box';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import type { BoxesText } from '@/lib/contracts/boxes';
import { fill } from '@/lib/format/fill';
import { boxCategoriesOptions } from '@/lib/queries/boxes';
import { getQueryClient } from '@/lib/queries/query-client';
import { personalKeys, savePreferences } from '@/lib/queries/personal';

type Props = { locale: Locale; onClose: () => void };

/** §3 preferences: at most five favourite categories (lib/contracts/personal.ts). */
export const MAX_FAVORITE_CATEGORIES = 5;

/**
 * §2 onboarding-choose: the new guest picks up to five favourite categories; they are stored
 * through §7 guest/savePreferences, and the box then leads to the chosen categories' pages (the
 * performers recommended for her taste).
 */
export function OnboardingChooseBox({ locale, onClose }: Props) {
  return (
    <NamedBox locale={locale} onClose={onClose}>
      {(text) => (
        <Dialog onClose={onClose} box="onboarding-choose">
          <DialogTitle>{text.onboardingChoose.title}</DialogTitle>
          <DialogDescription>{fill(text.onboardingChoose.body, { max: MAX_FAVORITE_CATEGORIES })}</DialogDescription>
          <BoxBody close={text.close}>
            <Choose locale={locale} text={text} />
          </BoxBody>
        </Dialog>
      )}
    </NamedBox>
  );
}

function Choose({ locale, text }: { locale: Locale; text: BoxesText }) {
  const categories = useQuery(boxCategoriesOptions(locale));
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const save = useMutation({
    mutationFn: (favoriteCategories: string[]) => savePreferences(locale, { favoriteCategories }),
    onSuccess: () => void getQueryClient().invalidateQueries({ queryKey: personalKeys.all }),
  });
  const words = text.onboardingChoose;

  if (categories.isError) return <p role="alert" className="text-sm text-sale">{text.loadFailed}</p>;
  if (!categories.data) return <p className="text-sm text-muted">{words.loading}</p>;
  if (save.isSuccess) {
    const picked = categories.data.filter((category) => chosen.includes(category.slug));
    return (
      <div>
        <p role="status" className="text-sm">{words.saved}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {picked.map((category) => (
            <li key={category.slug}>
              <a href={category.href} className={buttonStyles.secondary}>{category.name}</a>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const toggle = (slug: string) => setChosen((now) => (now.includes(slug) ? now.filter((entry) => entry !== slug) : [...now, slug]));
  const full = chosen.length >= MAX_FAVORITE_CATEGORIES;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate([...chosen]);
      }}
    >
      <fieldset className="flex max-h-64 flex-wrap gap-2 overflow-y-auto">
        <legend className="sr-only">{words.title}</legend>
        {categories.data.map((category) => (
          <label key={category.slug} className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-1 text-sm has-[:checked]:border-accent">
            <input type="checkbox" checked={chosen.includes(category.slug)} disabled={full && !chosen.includes(category.slug)} onChange={() => toggle(category.slug)} />
            {category.name}
          </label>
        ))}
      </fieldset>
      {save.isError ? <p role="alert" className="mt-2 text-sm text-sale">{words.failed}</p> : null}
      <button type="submit" disabled={chosen.length === 0 || save.isPending} className={`${buttonStyles.primary} mt-4`}>
        {words.save}
      </button>
    </form>
  );
}
