'use client';

import type { ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { preChatAction, type SurveyState } from '@/lib/chat/chat-panel-state';
import type { ChatReceipt, ChatView } from '@/lib/contracts/chat';
import type { ChatSurveyRating } from '@/lib/queries/chat';
import { formatDuration } from '@/lib/format/duration';
import { fill } from '@/lib/format/fill';
import type { ChatText } from './chat-text';

type Props = {
  chat: ChatView;
  exitCode: number;
  receipt: ChatReceipt | null;
  survey: SurveyState;
  surveyFailed: boolean;
  text: ChatText;
  onSurvey: (rating: ChatSurveyRating) => void;
  onTopUp: () => void;
  onAgeCheck: () => void;
  onRetry: () => void;
  onClose: () => void;
  /** After a live preview (§3 live-preview exit): her paid chats to join, in place of a receipt and survey. */
  offers?: ReactNode;
};

const itemLabel = { free: 'freeSeconds', voucher: 'voucherSeconds', paid: 'paidSeconds' } as const;

/**
 * The end of a chat: the §3 exit code's message, the itemised receipt (free / voucher / paid
 * seconds and the amount), then either what to do for a pre-chat exit (top up, verify age, try
 * again) or the §4 exit survey (BAD / GREAT) after a chat the guest really had. After a live
 * preview: the message and her paid chats (`offers`); a preview costs nothing, so no receipt.
 */
export function ChatEnded({ chat, exitCode, receipt, survey, surveyFailed, text, onSurvey, onTopUp, onAgeCheck, onRetry, onClose, offers }: Props) {
  const t = text.panel;
  const next = preChatAction(exitCode);
  const message = text.exit[String(exitCode)] ?? text.exit['200'];
  return (
    <div className="flex flex-col gap-4">
      <p data-testid="chat-exit-message" role="status" className="rounded-lg bg-surface-2 p-3 font-medium">
        {message}
      </p>
      {next ? (
        <div className="flex flex-wrap gap-2">
          {next === 'topUp' ? (
            <button type="button" onClick={onTopUp} className={buttonStyles.primary}>
              {t.topUp}
            </button>
          ) : null}
          {next === 'ageCheck' ? (
            <button type="button" onClick={onAgeCheck} className={buttonStyles.primary}>
              {t.verifyAge}
            </button>
          ) : null}
          {next === 'retry' ? (
            <button type="button" onClick={onRetry} className={buttonStyles.primary}>
              {t.retry}
            </button>
          ) : null}
        </div>
      ) : null}
      {offers}
      {receipt ? (
        <section data-testid="chat-receipt" aria-labelledby={`chat-receipt-${chat.id}`} className="rounded-lg ring-1 ring-line">
          <h3 id={`chat-receipt-${chat.id}`} className="border-b border-line px-3 py-2 font-semibold">
            {text.receipt.title}
          </h3>
          <dl className="divide-y divide-line text-sm">
            <Row label={text.receipt.type} value={text.type[receipt.type]} />
            <Row label={text.receipt.performer} value={receipt.actorName} />
            <Row label={text.receipt.duration} value={formatDuration(receipt.seconds)} />
            {receipt.pricePerMinute > 0 ? <Row label={text.receipt.pricePerMinute} value={fill(text.entry.perMinute, { price: receipt.pricePerMinuteFormatted })} /> : null}
            {receipt.items.map((item) => (
              <Row key={item.kind} label={text.receipt[itemLabel[item.kind]]} value={`${formatDuration(item.seconds)} · ${item.amountFormatted}`} />
            ))}
            <Row label={text.receipt.total} value={receipt.amountFormatted} strong />
          </dl>
        </section>
      ) : null}
      {survey !== 'none' ? (
        <div data-testid="chat-survey" className="flex flex-col gap-2 rounded-lg bg-surface-2 p-3">
          {survey === 'thanks' ? (
            <p role="status">{text.survey.thanks}</p>
          ) : (
            <>
              <p className="font-medium">{fill(text.survey.question, { name: chat.actorName })}</p>
              <div className="flex gap-2">
                <button type="button" disabled={survey === 'sending'} onClick={() => onSurvey('BAD')} className={buttonStyles.secondary}>
                  {text.survey.bad}
                </button>
                <button type="button" disabled={survey === 'sending'} onClick={() => onSurvey('GREAT')} className={buttonStyles.primary}>
                  {text.survey.great}
                </button>
              </div>
              {surveyFailed ? <p role="alert" className="text-sm text-sale">{text.survey.failed}</p> : null}
            </>
          )}
        </div>
      ) : null}
      <button type="button" onClick={onClose} className={`${buttonStyles.secondary} self-start`}>
        {t.newChat}
      </button>
    </div>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 px-3 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-bold' : 'font-medium'}`}>{value}</dd>
    </div>
  );
}
