'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { Dialog, DialogClose, DialogTitle } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { SurveyType } from '@/lib/contracts/survey';
import { feedbackDataOptions } from '@/lib/queries/survey';
import { SurveyForm } from './survey-form';

type Props = { locale: Locale; onClose: () => void; type?: SurveyType };

/**
 * §2 survey box (§9 survey types chat exit and feedback): the questions and words come from
 * survey feedbackdata; when there is nothing to ask (no ended chat, a visitor asked about a chat)
 * the box goes away and frees its name.
 */
export function SurveyBox(props: Props) {
  return (
    <QueryProvider>
      <Survey {...props} />
    </QueryProvider>
  );
}

function Survey({ locale, onClose, type = 'feedback' }: Props) {
  const { data, isError } = useQuery(feedbackDataOptions(locale, type));
  useEffect(() => {
    if (!isError) return;
    console.warn('survey box: nothing to ask', { type });
    onClose();
  }, [isError, onClose, type]);
  if (!data) return null;
  return (
    <Dialog onClose={onClose} box="survey">
      <DialogTitle>{data.text.title}</DialogTitle>
      <div className="mt-4 flex flex-col gap-4">
        <SurveyForm locale={locale} data={data} />
        <div className="flex justify-end">
          <DialogClose className={buttonStyles.secondary}>{data.text.close}</DialogClose>
        </div>
      </div>
    </Dialog>
  );
}
