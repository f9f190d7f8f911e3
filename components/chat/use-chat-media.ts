'use client';

import { useEffect, useState } from 'react';
import { useLiveView } from '@/components/live/use-live-view';
import { useRealtimeSession } from '@/stores/realtime-session';
import { type ChatType } from '@/lib/chat/chat-codes';
import { chatVideoPath, sendsGuestCamera } from '@/lib/chat/chat-entry';
import type { LiveState } from '@/lib/live/live-types';

export type ChatMedia = {
  /** The performer's video and sound. */
  remote: MediaStream | null;
  /** The guest's own camera (cam2cam, video call); null otherwise or before it started. */
  local: MediaStream | null;
  state: LiveState | null;
  cameraDenied: boolean;
};

type PeerState = ChatMedia & { key: string };

/**
 * The video of a running chat on the page's one real-time session: free, live and voyeur watch
 * her SFU room (room id = her actor id, useLiveView); 1:1 chats are a peer call in the guest's
 * role, with the guest's camera in cam2cam and video calls (getUserMedia). Both hooks always run;
 * the one that does not apply gets null ids.
 */
export function useChatMedia(chat: { id: number; type: ChatType; actorId: number } | null): ChatMedia {
  const sfu = chat !== null && chatVideoPath(chat.type) === 'sfu';
  const view = useLiveView(sfu ? chat.actorId : null, sfu ? chat.id : null);
  const peer = usePeerCall(chat !== null && !sfu ? chat : null);
  if (sfu) return { remote: view.stream, local: null, state: view.state, cameraDenied: false };
  return peer;
}

const none: ChatMedia = { remote: null, local: null, state: null, cameraDenied: false };

function usePeerCall(chat: { id: number; type: ChatType } | null): ChatMedia {
  const session = useRealtimeSession();
  const [media, setMedia] = useState<PeerState>({ ...none, key: '' });
  const key = chat ? `${chat.id}/${chat.type}` : '';
  const chatId = chat?.id ?? null;
  const withCamera = chat !== null && sendsGuestCamera(chat.type);

  useEffect(() => {
    if (!session || chatId === null) return;
    let cancelled = false;
    let close: (() => void) | null = null;
    let local: MediaStream | null = null;
    void (async () => {
      let cameraDenied = false;
      if (withCamera) {
        try {
          local = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
        } catch {
          cameraDenied = true; // the chat goes on one-way; the panel says why
        }
      }
      // The WebRTC code loads with the first call, not with the page.
      const { startPeerCall } = await import('@/lib/live/peer-call');
      if (cancelled) {
        for (const track of local?.getTracks() ?? []) track.stop(); // the cleanup ran before the camera came
        return;
      }
      let remote: MediaStream | null = null;
      // start() reports 'connecting' before the call is returned: the stream is set right after.
      const call = startPeerCall(session, {
        chatId,
        role: 'guest',
        localStream: local,
        onState: (state) => setMedia({ remote, local, state, cameraDenied, key }),
      });
      remote = call.remoteStream;
      close = call.close;
      setMedia({ remote, local, state: 'connecting', cameraDenied, key });
    })();
    return () => {
      cancelled = true;
      close?.();
      for (const track of local?.getTracks() ?? []) track.stop();
    };
  }, [session, chatId, withCamera, key]);

  return media.key === key && chat !== null ? media : none;
}
