import type { ChatReceipt, ChatView } from '@/lib/contracts/chat';
import type { ChatMessageItem } from '@/lib/chat/chat-message-types';
import type { RestrictionReason } from '@/lib/guest/roles';
import { type ChatExitCode, type ChatType, isPreChatExit, offersExitSurvey } from './chat-codes';
import { maySwitchChat } from './chat-switch';
import { previewRefusalCode } from './preview-rules';

/**
 * The guest chat panel as a pure reducer: choose → start → connecting/live → ended
 * with exit message, receipt and survey. The component only runs effects (REST, WebSocket, video)
 * and dispatches their outcomes here, so the rules are tested without a DOM.
 */
export type ChatRefusal =
  | 'offline'
  | 'notOffered'
  | 'privateBusy'
  | 'freeUsedUp'
  | 'ticketShow'
  | 'previewUsedUp'
  | 'ticketRequired'
  | 'notFound'
  | 'blocked'
  | 'failed';
export type SurveyState = 'none' | 'offered' | 'sending' | 'thanks';

export type PanelView =
  | { phase: 'idle' }
  | { phase: 'starting'; type: ChatType }
  | { phase: 'restricted'; type: ChatType; reason: RestrictionReason; missing: number | null }
  | { phase: 'refused'; type: ChatType; refusal: ChatRefusal }
  | { phase: 'running'; chat: ChatView; lowBalanceSeconds: number | null; ending: boolean }
  | { phase: 'ended'; chat: ChatView; exitCode: ChatExitCode; price: number | null; receipt: ChatReceipt | null; survey: SurveyState };

export type PanelState = { view: PanelView; lines: ChatMessageItem[] };

export type PanelAction =
  | { type: 'start'; chatType: ChatType }
  | { type: 'started'; chat: ChatView }
  /** chat/current after a reload, or a fresher view of the running chat (status, mediaStartedAt). */
  | { type: 'chat'; chat: ChatView }
  | { type: 'restricted'; chatType: ChatType; reason: RestrictionReason; missing: number | null }
  | { type: 'refused'; chatType: ChatType; refusal: ChatRefusal }
  | { type: 'ending' }
  | { type: 'lowBalance'; chatId: number; secondsLeft: number }
  | { type: 'ended'; chatId: number; exitCode: ChatExitCode; price: number | null }
  | { type: 'receipt'; receipt: ChatReceipt }
  | { type: 'survey'; survey: SurveyState }
  | { type: 'line'; chatId: number; line: ChatMessageItem }
  | { type: 'dismiss' };

export const initialPanelState: PanelState = { view: { phase: 'idle' }, lines: [] };

const runningId = (view: PanelView): number | null => (view.phase === 'running' ? view.chat.id : null);

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  const { view } = state;
  switch (action.type) {
    case 'start':
      // From a running preview, free or live chat the guest may switch (lib/chat/chat-switch.ts; the server ends the old one).
      if (view.phase === 'running' && maySwitchChat(view.chat.type, action.chatType) && !view.ending) return { view: { phase: 'starting', type: action.chatType }, lines: [] };
      return view.phase === 'running' || view.phase === 'starting' ? state : { view: { phase: 'starting', type: action.chatType }, lines: [] };
    case 'started':
      return { view: { phase: 'running', chat: action.chat, lowBalanceSeconds: null, ending: false }, lines: [] };
    case 'chat': {
      if (action.chat.status === 'ended') return state;
      if (view.phase === 'running' && view.chat.id === action.chat.id) return { ...state, view: { ...view, chat: action.chat } };
      // A resumed chat (reload) takes the panel only when it is not busy with another one.
      if (view.phase === 'idle' || view.phase === 'refused' || view.phase === 'restricted') {
        return { view: { phase: 'running', chat: action.chat, lowBalanceSeconds: null, ending: false }, lines: [] };
      }
      return state;
    }
    case 'restricted':
      return { ...state, view: { phase: 'restricted', type: action.chatType, reason: action.reason, missing: action.missing } };
    case 'refused':
      return { ...state, view: { phase: 'refused', type: action.chatType, refusal: action.refusal } };
    case 'ending':
      return view.phase === 'running' ? { ...state, view: { ...view, ending: true } } : state;
    case 'lowBalance':
      return runningId(view) === action.chatId && view.phase === 'running' ? { ...state, view: { ...view, lowBalanceSeconds: action.secondsLeft } } : state;
    case 'ended': {
      if (view.phase !== 'running' || view.chat.id !== action.chatId) return state;
      const chat = { ...view.chat, status: 'ended' as const, exitCode: action.exitCode };
      return { ...state, view: { phase: 'ended', chat, exitCode: action.exitCode, price: action.price, receipt: null, survey: 'none' } };
    }
    case 'receipt': {
      if (view.phase !== 'ended' || view.chat.id !== action.receipt.chatId) return state;
      // §4/§9: the survey only after a chat the guest really had (billed seconds, no pre-chat or preview exit; never after a preview).
      const had = view.chat.type !== 'preview' && offersExitSurvey(view.exitCode, action.receipt.seconds);
      const survey: SurveyState = view.survey === 'none' && had ? 'offered' : view.survey;
      return { ...state, view: { ...view, receipt: action.receipt, survey } };
    }
    case 'survey':
      return view.phase === 'ended' ? { ...state, view: { ...view, survey: action.survey } } : state;
    case 'line': {
      if (runningId(view) !== action.chatId || state.lines.some((line) => line.id === action.line.id)) return state;
      return { ...state, lines: [...state.lines, action.line] };
    }
    case 'dismiss':
      return view.phase === 'running' || view.phase === 'starting' ? state : initialPanelState;
  }
}

/** §3 pre-chat exits (501, 503, 601, 901): what the guest does next instead of a survey. */
export function preChatAction(code: number): 'topUp' | 'ageCheck' | 'retry' | null {
  if (!isPreChatExit(code)) return null;
  if (code === 501 || code === 503) return 'topUp';
  if (code === 601) return 'ageCheck';
  return 'retry';
}

const unavailableReasons = ['offline', 'notOffered', 'privateBusy', 'freeUsedUp', 'ticketShow', 'previewUsedUp'] as const satisfies readonly ChatRefusal[];

/**
 * Why a start was refused, from the error body: 409 CHAT_UNAVAILABLE names its reason in
 * error.details.reason, 403 TICKET_REQUIRED is her ticket show, 403 ACCOUNT_LOCKED a locked
 * account (lib/contracts/chat.ts).
 */
export function refusalOf(code: string, body: unknown): ChatRefusal {
  if (code === 'NOT_FOUND') return 'notFound';
  if (code === 'TICKET_REQUIRED') return 'ticketRequired';
  if (code === 'ACCOUNT_LOCKED') return 'blocked';
  if (code !== 'CHAT_UNAVAILABLE') return 'failed';
  const reason = (body as { error?: { details?: { reason?: unknown } } } | undefined)?.error?.details?.reason;
  return (unavailableReasons as readonly unknown[]).includes(reason) ? (reason as ChatRefusal) : 'notOffered';
}

/**
 * §3 live-preview exit for a refused preview start: the code whose message (Chat.exit) the panel
 * shows instead of the general one — 402 today's preview used, 403 log in, 404 not available
 * now, 407 age check, 408 a locked account. Null: not a preview, or a failure to retry.
 */
export function previewNoticeCode(view: PanelView): ChatExitCode | null {
  if (view.phase === 'restricted' && view.type === 'preview') {
    if (view.reason === 'needLogin' || view.reason === 'needAgeCheck') return previewRefusalCode(view.reason);
    return null;
  }
  if (view.phase !== 'refused' || view.type !== 'preview' || view.refusal === 'failed') return null;
  if (view.refusal === 'previewUsedUp' || view.refusal === 'blocked') return previewRefusalCode(view.refusal);
  return previewRefusalCode('unavailable');
}
