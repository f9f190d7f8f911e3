'use client';

import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import type { BoxesText } from '@/lib/contracts/boxes';
import { boxesTextOptions } from '@/lib/queries/boxes';

type Props = { locale: Locale; onClose: () => void; children: (text: BoxesText) => ReactNode };

/**
 * The frame of a §2 box that may open by name from anywhere: its strings come from REST
 * boxes/text (no page passes them), and the box appears once they are there. When they cannot
 * be loaded the box goes away (and frees its name) rather than hang invisible.
 */
export function NamedBox(props: Props) {
  return (
    <QueryProvider>
      <WithText {...props} />
    </QueryProvider>
  );
}

function WithText({ locale, onClose, children }: Props) {
  const { data, isError } = useQuery(boxesTextOptions(locale));
  useEffect(() => {
    if (!isError) return;
    console.warn('box: strings could not be loaded');
    onClose();
  }, [isError, onClose]);
  return data ? children(data) : null;
}
