import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { GridMode } from '@/lib/catalog/list-query';

type Href = Parameters<typeof Link>[0]['href'];

/**
 * §2 tile grid modes: grid and list, as two links that set `?view=` on the current list (so the
 * choice survives reloads, sharing and history back without client state).
 */
export async function ViewSwitch({ mode, hrefFor }: { mode: GridMode; hrefFor: (mode: GridMode) => Href }) {
  const t = await getTranslations('ViewSwitch');
  const item = (value: GridMode, label: string, icon: string) => (
    <Link
      href={hrefFor(value)}
      aria-current={mode === value ? 'true' : undefined}
      scroll={false}
      className={`inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm ${mode === value ? 'bg-surface-2 text-fg' : 'text-muted hover:text-fg'}`}
    >
      <span aria-hidden="true">{icon}</span>
      <span className="sr-only">{label}</span>
    </Link>
  );
  return (
    <nav aria-label={t('label')} className="flex items-center gap-1">
      {item('grid', t('grid'), '▦')}
      {item('list', t('list'), '☰')}
    </nav>
  );
}
