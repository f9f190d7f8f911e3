'use client';

import dynamic from 'next/dynamic';
import type { Locale } from '@/i18n/routing';
import type { StatusBarText } from './status-bar-text';

/** §3 status bars load after the first view, in their own chunk (react-query, the rules). */
const StatusBarIsland = dynamic(() => import('./status-bar-island').then((m) => m.StatusBarIsland), { ssr: false });

export function StatusBarEntry(props: { locale: Locale; text: StatusBarText }) {
  return <StatusBarIsland {...props} />;
}
