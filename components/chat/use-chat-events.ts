'use client';

import type { Locale } from '@/i18n/routing';
import { type Dispatch, useEffect, useRef } from 'react';
import { useRealtimeSession } from '@/stores/realtime-session';
import { asChatExitCode, CHAT_EXIT } from '@/lib/chat/chat-codes';
import type { PanelAction, PanelState } from '@/lib/chat/chat-panel-state';
import { chatGuestLoggedIn } from './chat-actions';

type Options = { actorId: number; language: Locale; state: PanelState; dispatch: Dispatch<PanelAction>; loggedIn: boolean };

/** While the media is not up, the panel asks chat/current this often for status and mediaStartedAt. */
const CONNECTING_POLL_MS = 2_000;

/**
 * The panel's state machine inputs: resume the running chat with this performer after a reload
 * (chat/current), the guest's chat events on the page's one session (chatEnd, chatLowBalance,
 * chatMessage), the status poll while connecting, and the receipt once a chat has ended. The calls
 * go through lib/queries/chat.ts (the page's query cache); their answers drive the panel's reducer.
 */
export function useChatEvents({ actorId, language, state, dispatch, loggedIn }: Options): void {
  const session = useRealtimeSession();
  const { view } = state;
  const runningId = view.phase === 'running' ? view.chat.id : null;
  const connecting = view.phase === 'running' && view.chat.status === 'connecting';
  // A live preview costs nothing: no receipt to fetch after it.
  const endedId = view.phase === 'ended' && view.receipt === null && view.chat.type !== 'preview' ? view.chat.id : null;
  const resumed = useRef(false);

  // A reload resumes the running chat (only one with her: a chat with another performer stays hers).
  useEffect(() => {
    if (!loggedIn || !chatGuestLoggedIn() || resumed.current) return;
    resumed.current = true;
    void import('@/lib/queries/chat')
      .then(({ fetchCurrentChat }) => fetchCurrentChat(language))
      // A voice call lives in the messenger's call box, not in this video panel.
      .then((chat) => chat && chat.actorId === actorId && chat.type !== 'voice' && dispatch({ type: 'chat', chat }))
      .catch(() => {});
  }, [loggedIn, language, actorId, dispatch]);

  useEffect(() => {
    if (!session) return;
    const stops = [
      session.on('chatEnd', (event) => dispatch({ type: 'ended', chatId: event.chatId, exitCode: event.exitCode, price: event.price })),
      session.on('chatLowBalance', (event) => dispatch({ type: 'lowBalance', chatId: event.chatId, secondsLeft: event.secondsLeft })),
      session.on('chatMessage', (event) => dispatch({ type: 'line', chatId: event.chatId, line: event.message })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [session, dispatch]);

  // Connecting: the server says when the media is up (status open, mediaStartedAt); a chat that
  // ended without this page hearing it (e.g. 901 never connected) is learnt here too.
  useEffect(() => {
    if (!connecting || runningId === null || !chatGuestLoggedIn()) return;
    const timer = setInterval(() => {
      void import('@/lib/queries/chat').then(async ({ fetchCurrentChat, fetchChatReceipt }) => {
        const chat = await fetchCurrentChat(language).catch(() => undefined);
        if (chat === undefined) return;
        if (chat && chat.id === runningId) dispatch({ type: 'chat', chat });
        else {
          const receipt = await fetchChatReceipt(language, runningId).catch(() => null);
          dispatch({ type: 'ended', chatId: runningId, exitCode: asChatExitCode(receipt?.exitCode ?? null) ?? CHAT_EXIT.videoConnectionFailed, price: receipt?.amount ?? null });
        }
      });
    }, CONNECTING_POLL_MS);
    return () => clearInterval(timer);
  }, [connecting, runningId, language, dispatch]);

  useEffect(() => {
    if (endedId === null || !chatGuestLoggedIn()) return;
    let live = true;
    void import('@/lib/queries/chat')
      .then(({ fetchChatReceipt }) => fetchChatReceipt(language, endedId))
      .then((receipt) => live && dispatch({ type: 'receipt', receipt }))
      .catch(() => {}); // no receipt: the exit message stands alone
    return () => {
      live = false;
    };
  }, [endedId, language, dispatch]);
}
