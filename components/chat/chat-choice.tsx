import { buttonStyles } from '@/components/ui/button-styles';
import { MIN_CHAT_BALANCE_CENTS } from '@/lib/chat/billing-rules';
import type { ChatType } from '@/lib/chat/chat-codes';
import type { ChatEntry } from '@/lib/chat/chat-entry';
import { type ChatRefusal, type PanelView, previewNoticeCode } from '@/lib/chat/chat-panel-state';
import { formatMoney } from '@/lib/format/currency';
import { fill } from '@/lib/format/fill';
import type { RestrictionReason } from '@/lib/guest/roles';
import type { ChatText } from './chat-text';

type Props = {
  actorName: string;
  liveShowHref: string;
  entries: ChatEntry[];
  view: PanelView;
  /** The messenger's voice call with her (`/messenger/?actor=<id>&call=voice`): the voice entry is a link there, never a start here. */
  voiceHref: string;
  /** Her ticket show runs: a guest without a ticket reads why there is no entry and where to buy one. */
  ticketShow?: 'holder' | 'stranger';
  text: ChatText;
  /** Absent in the server's first view (chat-section.tsx): the panel island takes the clicks once loaded. */
  onStart?: (type: ChatType) => void;
  onAct?: (reason: RestrictionReason, type: ChatType) => void;
};

// No 'use client': the server renders the visitor's first view with it (chat-section.tsx), the panel the rest.
/**
 * Before a chat: one start button per chat she offers, each with its price per minute (§9: shown
 * before the start; the live preview with its free seconds), then what stopped the last start —
 * a §6 restriction with its action (log in, verify age, top up) or a refusal the guest cannot fix
 * (offline, busy, used up); for a preview the §3 live-preview message (402–408). The anonymous
 * voice call lives in the messenger: its entry links there.
 */
export function ChatChoice({ actorName, liveShowHref, entries, view, voiceHref, ticketShow, text, onStart, onAct }: Props) {
  const action: Record<RestrictionReason, string | null> = { needLogin: text.panel.login, needAgeCheck: text.panel.verifyAge, needPurchase: text.panel.topUp, needAbo: null };
  const starting = view.phase === 'starting' ? view.type : null;
  const previewNotice = previewNoticeCode(view);
  const entryClass = (entry: ChatEntry) => `${entry.type === 'free' ? buttonStyles.primary : buttonStyles.secondary} min-h-12 w-full justify-between`;
  return (
    <>
      {entries.length === 0 && ticketShow === 'stranger' ? (
        <p data-testid="chat-ticket-show" className="text-sm">
          {fill(text.entry.ticketShowNow, { name: actorName })}
          <a href={liveShowHref} className="ml-2 font-semibold text-accent underline">
            {text.panel.buyTicket}
          </a>
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted">{fill(text.entry.offline, { name: actorName })}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry) => (
            <li key={entry.type}>
              {entry.type === 'voice' ? (
                <a
                  href={voiceHref}
                  data-testid="chat-start-voice"
                  aria-label={fill(text.entry.startLabel, { type: text.type.voice, name: actorName, price: entry.priceLabel })}
                  className={entryClass(entry)}
                >
                  <span>{text.type.voice}</span>
                  <span className="tabular-nums">{entry.priceLabel}</span>
                </a>
              ) : (
                <button
                  type="button"
                  data-testid={`chat-start-${entry.type}`}
                  disabled={starting !== null}
                  aria-busy={starting === entry.type}
                  aria-label={fill(text.entry.startLabel, { type: text.type[entry.type], name: actorName, price: entry.priceLabel })}
                  onClick={onStart && (() => onStart(entry.type))}
                  className={`${entryClass(entry)} disabled:opacity-60`}
                >
                  <span>{starting === entry.type ? text.panel.connecting : text.type[entry.type]}</span>
                  <span className="tabular-nums">{entry.priceLabel}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {view.phase === 'restricted' ? (
        <div data-testid="chat-restriction" role="alert" className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-2 p-3 text-sm">
          <span>{previewNotice ? text.exit[String(previewNotice)] : fill(text.restriction[view.reason], { amount: formatMoney(view.missing ?? MIN_CHAT_BALANCE_CENTS, 'EUR') })}</span>
          {action[view.reason] ? (
            <button type="button" onClick={onAct && (() => onAct(view.reason, view.type))} className={buttonStyles.primary}>
              {action[view.reason]}
            </button>
          ) : null}
        </div>
      ) : null}
      {view.phase === 'refused' ? (
        <p role="alert" className="mt-3 rounded-lg bg-surface-2 p-3 text-sm">
          {refusalText(view.refusal, previewNotice, actorName, text)}
          {view.refusal === 'ticketRequired' ? (
            <a href={liveShowHref} className="ml-2 font-semibold text-accent underline">
              {text.panel.buyTicket}
            </a>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

/** A refusal's sentence: a preview's §3 message (402, 404, 408) first, then the chat's own. */
function refusalText(refusal: ChatRefusal, previewNotice: number | null, name: string, text: ChatText): string {
  if (previewNotice) return text.exit[String(previewNotice)] ?? text.panel.failed;
  if (refusal === 'failed') return text.panel.failed;
  if (refusal === 'freeUsedUp') return fill(text.panel.freeUsedUp, { name });
  return fill(text.refusal[refusal], { name });
}
