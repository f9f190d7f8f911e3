'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { studioChatRoomOptions } from '@/lib/queries/studio-live';
import { useStudio, useStudioT } from '../studio-context';
import { subscribeLiveEvents } from './live-events';
import { initialLiveState, liveReducer, pendingRequests } from './live-state';
import { StudioShowList } from '../shows/studio-show-list';
import { StudioCameraPanel } from './studio-camera-panel';
import { StudioChatBox } from './studio-chat-box';
import { StudioClash } from './studio-clash';
import { StudioRoomReactions } from './studio-room-reactions';
import { StudioChatEarnings } from './studio-chat-earnings';
import { StudioPrivateCall } from './studio-private-call';
import { StudioRequests } from './studio-requests';
import { StudioRoom } from './studio-room';
import { StudioToyLog } from './studio-toy-log';
import { useRealtimeSession } from '@/stores/realtime-session';

/**
 * /studio/live/: her camera and online switch, private requests and the running
 * private call, her room, the in-chat messages with her reply, toy commands and what the
 * chats of this session earned, her ticket shows. Phone: camera on top, the rest stacked; desktop: camera left.
 */
export function StudioLive() {
  const t = useStudioT();
  const { locale } = useStudio();
  const room = useQuery(studioChatRoomOptions(locale));
  const realtime = useRealtimeSession();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [live, dispatch] = useReducer(liveReducer, initialLiveState);
  const [selected, setSelected] = useState<{ chatId: number; guestName: string } | null>(null);

  useEffect(() => {
    if (!realtime) return;
    // The room list itself follows through the query registry (the studio's table).
    return subscribeLiveEvents(realtime, {
      chatStarted: (event) => dispatch({ type: 'chatStarted', event }),
      chatEnded: (event) => {
        dispatch({ type: 'chatEnded', event });
        setSelected((current) => (current?.chatId === event.chatId ? null : current));
      },
      chatMessage: (message) => dispatch({ type: 'chatMessage', message }),
    });
  }, [realtime]);

  // The camera is hers only while the page is open.
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);

  // The reply goes to the chat she picked in the room, else to her private chat.
  // A voice call is anonymous and has no text: the reply box never falls back to it.
  const target = selected ?? (live.call && live.call.chatType !== 'voice' ? { chatId: live.call.chatId, guestName: live.call.guestName } : null);

  return (
    <section aria-labelledby="studio-live-title" className="space-y-4">
      <h1 id="studio-live-title" className="text-2xl font-bold">
        {t('live.title')}
      </h1>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <StudioCameraPanel stream={stream} onStream={setStream} realtime={realtime} />
          {live.call && realtime && (stream || live.call.chatType === 'voice') ? <StudioPrivateCall key={live.call.chatId} call={live.call} stream={stream} realtime={realtime} /> : null}
          <StudioRoomReactions realtime={realtime} />
          <StudioClash realtime={realtime} />
        </div>
        <div className="space-y-4">
          <StudioRequests
            requests={pendingRequests(live, room.data ?? [])}
            cameraOn={stream !== null}
            connected={realtime !== null}
            busy={live.call !== null}
            onAccept={(request) => dispatch({ type: 'requestAccepted', request })}
            onDeclined={(chatId) => dispatch({ type: 'requestDeclined', chatId })}
          />
          <StudioRoom selectedChatId={target?.chatId ?? null} onSelect={(chat) => setSelected({ chatId: chat.chatId, guestName: chat.guestName })} />
          <StudioChatBox messages={live.messages} target={target} />
          <StudioToyLog toys={live.toys} />
          <StudioChatEarnings ended={live.ended} />
          <StudioShowList />
        </div>
      </div>
    </section>
  );
}

