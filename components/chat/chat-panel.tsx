'use client';

import type { Locale } from '@/i18n/routing';
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { MIN_CHAT_BALANCE_CENTS } from '@/lib/chat/billing-rules';
import { type ChatType, isPaidChatType } from '@/lib/chat/chat-codes';
import { chatEntries, chatTypeOfQuery, type PerformerChatState } from '@/lib/chat/chat-entry';
import { initialPanelState, panelReducer, refusalOf } from '@/lib/chat/chat-panel-state';
import { maySwitchChat } from '@/lib/chat/chat-switch';
import type { ChatSurveyRating } from '@/lib/queries/chat';
import { useGuest } from '@/stores/guest';
import type { RestrictionReason } from '@/lib/guest/roles';
import { useActorOnline } from '@/stores/presence';
import { useGuestSession } from '@/stores/guest-session';
import { chatGuestLoggedIn, loggedInOrChatLogin, openAgeCheck, topUpThen } from './chat-actions';
import { ChatChoice } from './chat-choice';
import { ChatPanelFrame } from './chat-panel-frame';
import type { ChatText } from './chat-text';
import { useChatEvents } from './use-chat-events';
import { useFreeSeconds } from './use-free-seconds';
import { useTicketShow } from './use-ticket-show';

const ChatRoom = lazy(() => import('./chat-room').then((module) => ({ default: module.ChatRoom })));
const ChatEnded = lazy(() => import('./chat-ended').then((module) => ({ default: module.ChatEnded })));
const ChatPreview = lazy(() => import('./chat-preview').then((module) => ({ default: module.ChatPreview })));

export type ChatPanelProps = {
  actorId: number;
  actorName: string;
  language: Locale;
  /** The server-rendered state of the profile; presence events update `online` after hydration. */
  offer: Omit<PerformerChatState, 'busy' | 'liveAgeRating'> & { liveAgeRating?: 16 | 18 | null };
  /** Her live-show page, where a ticket for her show is bought (the ticket-show refusal links there). */
  liveShowHref: string;
  /** The messenger's voice call with her: the voice entry links there (the messenger starts voice calls). */
  voiceHref: string;
  text: ChatText;
};

/**
 * The guest's chat panel on the profile: the chat button's entries with their price per
 * minute before any start, the §6 restriction with its action, the running chat and its end.
 * Rules in lib/chat (chat-entry, chat-panel-state); this component runs the calls and events.
 */
export function ChatPanel({ actorId, actorName, language, offer, text, liveShowHref, voiceHref }: ChatPanelProps) {
  const [state, dispatch] = useReducer(panelReducer, initialPanelState);
  const [surveyFailed, setSurveyFailed] = useState(false);
  const online = useActorOnline(actorId, offer.online);
  const session = useGuestSession();
  const guest = useGuest();
  const rootRef = useRef<HTMLElement>(null);
  const { view } = state;

  const ticketShow = useTicketShow(actorId, language, offer.ticketShow, guest.status === 'guest');
  // Asked again when a chat starts or ends: the free time it used is the server's to count.
  const freeLeft = useFreeSeconds(actorId, language, guest.status === 'guest');
  const performer: PerformerChatState = { ...offer, online, busy: false, liveAgeRating: offer.liveAgeRating ?? null, ticketShow, freeSecondsLeft: freeLeft?.seconds ?? null };
  const entries = chatEntries(performer, { session }, actorId, text.entry);
  // From a live preview (running or ended) the guest goes on to one of her paid chats.
  const paidEntries = entries.filter((entry) => isPaidChatType(entry.type));
  // From her free or live room the guest goes private (or cam2cam) without ending it first.
  const switchEntries = view.phase === 'running' ? entries.filter((entry) => maySwitchChat(view.chat.type, entry.type)) : [];

  const start = useCallback(
    async (type: ChatType) => {
      if (!(await loggedInOrChatLogin(type))) return;
      // §3 exit 408: a locked account gets no preview (the server refuses it too).
      if (type === 'preview' && session?.isLocked) {
        dispatch({ type: 'refused', chatType: type, refusal: 'blocked' });
        return;
      }
      // The loaded session decides what the guest can fix before asking; without it the server does.
      const known = entries.find((entry) => entry.type === type)?.restriction ?? null;
      if (session && known && known !== 'needLogin') {
        dispatch({ type: 'restricted', chatType: type, reason: known, missing: Math.max(0, MIN_CHAT_BALANCE_CENTS - session.balance) });
        return;
      }
      dispatch({ type: 'start', chatType: type });
      const { startChat } = await import('@/lib/queries/chat');
      const { chatStartRestriction } = await import('@/lib/contracts/chat');
      try {
        dispatch({ type: 'started', chat: await startChat(language, actorId, type) });
      } catch (error) {
        const { code = 'FAILED', details } = error as { code?: string; details?: unknown };
        const reason = chatStartRestriction(code);
        if (reason) dispatch({ type: 'restricted', chatType: type, reason, missing: missingOf(details) });
        else dispatch({ type: 'refused', chatType: type, refusal: refusalOf(code, details) });
      }
    },
    [actorId, entries, language, session],
  );

  useChatEvents({ actorId, language, state, dispatch, loggedIn: guest.status === 'guest' });

  // ?chat=<type> (a tile's chat entry, or the return after login): the panel comes into view with that start button.
  useEffect(() => {
    const type = chatTypeOfQuery(new URLSearchParams(window.location.search).get('chat'));
    if (!type) return;
    rootRef.current?.scrollIntoView?.({ block: 'start' });
    rootRef.current?.querySelector<HTMLButtonElement>(`[data-testid="chat-start-${type}"]`)?.focus();
  }, []);

  const end = async () => {
    if (view.phase !== 'running' || !chatGuestLoggedIn()) return;
    dispatch({ type: 'ending' });
    try {
      const { endChat } = await import('@/lib/queries/chat');
      const ended = await endChat(language, view.chat.id);
      dispatch({ type: 'ended', chatId: ended.id, exitCode: ended.exitCode ?? 101, price: ended.billedAmount });
    } catch {
      dispatch({ type: 'chat', chat: view.chat }); // ended meanwhile: the chatEnd event or the poll tells
    }
  };

  const answerSurvey = async (rating: ChatSurveyRating) => {
    if (view.phase !== 'ended' || !chatGuestLoggedIn()) return;
    dispatch({ type: 'survey', survey: 'sending' });
    setSurveyFailed(false);
    try {
      const { sendChatSurvey } = await import('@/lib/queries/chat');
      await sendChatSurvey(language, view.chat.id, rating);
      dispatch({ type: 'survey', survey: 'thanks' });
    } catch (error) {
      // 409: this chat was rated already (another tab) — thanks all the same.
      if ((error as { code?: string }).code === 'CONFLICT') dispatch({ type: 'survey', survey: 'thanks' });
      else {
        setSurveyFailed(true);
        dispatch({ type: 'survey', survey: 'offered' });
      }
    }
  };

  const act = (reason: RestrictionReason, type: ChatType) => {
    if (reason === 'needLogin') void loggedInOrChatLogin(type);
    else if (reason === 'needAgeCheck') openAgeCheck();
    else if (reason === 'needPurchase') topUpThen(() => void start(type));
  };

  return (
    <ChatPanelFrame ref={rootRef} actorId={actorId} heading={text.entry.heading}>
      {view.phase === 'running' && view.chat.type === 'preview' ? (
        <Suspense fallback={<p className="text-muted">{text.panel.connecting}</p>}>
          <ChatPreview
            chat={view.chat}
            entries={paidEntries}
            voiceHref={voiceHref}
            liveShowHref={liveShowHref}
            ending={view.ending}
            text={text}
            onStart={(type) => void start(type)}
            onAct={act}
            onEnd={() => void end()}
          />
        </Suspense>
      ) : view.phase === 'running' ? (
        <Suspense fallback={<p className="text-muted">{text.panel.connecting}</p>}>
          <ChatRoom
            chat={view.chat}
            lowBalanceSeconds={view.lowBalanceSeconds}
            freeLeft={view.chat.type === 'free' ? freeLeft : null}
            ending={view.ending}
            lines={state.lines}
            language={language}
            text={text}
            onEnd={() => void end()}
            onLine={(line) => dispatch({ type: 'line', chatId: view.chat.id, line })}
            switchTo={{ entries: switchEntries, liveShowHref, voiceHref, onStart: (type) => void start(type), onAct: act }}
          />
        </Suspense>
      ) : view.phase === 'ended' ? (
        <Suspense fallback={null}>
          <ChatEnded
            chat={view.chat}
            exitCode={view.exitCode}
            receipt={view.receipt}
            survey={view.survey}
            surveyFailed={surveyFailed}
            text={text}
            onSurvey={(rating) => void answerSurvey(rating)}
            onTopUp={() => topUpThen()}
            onAgeCheck={openAgeCheck}
            onRetry={() => void start(view.chat.type)}
            onClose={() => dispatch({ type: 'dismiss' })}
            offers={view.chat.type === 'preview' ? <ChatChoice actorName={actorName} liveShowHref={liveShowHref} entries={paidEntries} view={{ phase: 'idle' }} voiceHref={voiceHref} text={text} onStart={(type) => void start(type)} onAct={act} /> : null}
          />
        </Suspense>
      ) : (
        <ChatChoice actorName={actorName} liveShowHref={liveShowHref} entries={entries} view={view} voiceHref={voiceHref} ticketShow={ticketShow} text={text} onStart={(type) => void start(type)} onAct={act} />
      )}
    </ChatPanelFrame>
  );
}

/** INSUFFICIENT_FUNDS details {price, balance, missing} of the error body (the not-enough-money figures). */
function missingOf(details: unknown): number | null {
  const missing = (details as { error?: { details?: { missing?: unknown } } } | undefined)?.error?.details?.missing;
  return typeof missing === 'number' && Number.isFinite(missing) ? Math.max(0, missing) : null;
}
