'use client';

import { useEffect, useState } from 'react';
import { useRealtimeSession } from '@/stores/realtime-session';
import type { ChatServerMessage } from '@/lib/chat/chat-message-types';
import { fill } from '@/lib/format/fill';
import type { NotificationText } from './notification-text';

type Invitation = Extract<ChatServerMessage, { type: 'privateTicketShowInvitation' }>;

/**
 * §7 private ticket show invitation: when a performer starts a show the guest holds a
 * ticket for, a pop-up on whatever page is open leads to her profile with the chat panel ready.
 * It stays until the guest follows it or closes it: a show is not a notice to miss.
 */
export function ShowInvitation({ text }: { text: NotificationText }) {
  const session = useRealtimeSession();
  const [invitation, setInvitation] = useState<Invitation | null>(null);

  useEffect(() => session?.on('privateTicketShowInvitation', setInvitation), [session]);

  if (!invitation) return null;
  return (
    <div role="alert" data-testid="show-invitation" className="fixed inset-x-3 bottom-20 z-40 mx-auto flex max-w-md items-start gap-3 rounded-xl border border-accent/40 bg-surface p-4 text-sm shadow-xl">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg">{fill(text.showStarted, { name: invitation.actorName })}</p>
        <p className="mt-0.5 truncate text-muted">{invitation.title}</p>
        <a href={text.profileHref.replace('__slug__', encodeURIComponent(invitation.actorSlug))} className="mt-2 inline-flex font-semibold text-accent underline">
          {text.joinShow}
        </a>
      </div>
      <button type="button" onClick={() => setInvitation(null)} aria-label={text.dismiss} className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
