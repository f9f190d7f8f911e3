'use client';

import { useMutation } from '@tanstack/react-query';
import { buttonStyles } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/currency';
import { studioEndChatMutation } from '@/lib/queries/studio-live';
import { useStudio, useStudioT } from '../studio-context';
import type { PrivateRequest } from './live-state';

type Props = { requests: PrivateRequest[]; cameraOn: boolean; connected: boolean; busy: boolean; onAccept: (request: PrivateRequest) => void; onDeclined: (chatId: number) => void };

/**
 * Private requests (contract decision 2): she accepts by starting the peer call with her camera
 * (an anonymous voice call: her microphone only, her camera need not run), declines with end (exit 200). An unanswered request ends by itself (901) and leaves the list
 * with its chatEnded.
 */
export function StudioRequests({ requests, cameraOn, connected, busy, onAccept, onDeclined }: Props) {
  const { locale } = useStudio();
  const t = useStudioT();
  const decline = useMutation({
    ...studioEndChatMutation(locale),
    onSuccess: (result) => onDeclined(result.chatId),
    // 404: the request has already ended (the guest left, or it ran out): nothing left to decline.
    onError: (error, chatId) => error instanceof ApiError && error.status === 404 && onDeclined(chatId),
  });
  if (requests.length === 0) return null;

  return (
    <section aria-labelledby="studio-requests-title" className="space-y-2">
      <h2 id="studio-requests-title" className="font-semibold">
        {t('live.request.title')}
      </h2>
      <ul className="space-y-2">
        {requests.map((request) => {
          const voice = request.chatType === 'voice';
          const canAccept = connected && (cameraOn || voice);
          return (
            <li key={request.chatId} data-testid={`studio-request-${request.chatId}`} role="alert" className="rounded-lg border-2 border-accent bg-surface p-3">
              <p className="font-semibold">
                {/* §7 anonymous voice call: she never learns who calls. */}
                {voice ? t('live.anonymous.request') : t('live.request.text', { name: request.guestName, type: t(`live.chatType.${request.chatType}`) })}
              </p>
              {request.pricePerMinute !== null ? (
                <p className="text-sm text-muted">{t('live.request.price', { price: formatMoney(request.pricePerMinute, 'EUR') })}</p>
              ) : null}
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  data-testid={`studio-accept-${request.chatId}`}
                  className={buttonStyles.primary}
                  disabled={!canAccept || busy}
                  onClick={() => onAccept(request)}
                >
                  {t('live.request.accept')}
                </button>
                <button
                  type="button"
                  data-testid={`studio-decline-${request.chatId}`}
                  className={buttonStyles.secondary}
                  disabled={decline.isPending && decline.variables === request.chatId}
                  onClick={() => decline.mutate(request.chatId)}
                >
                  {t('live.request.decline')}
                </button>
              </div>
              {!cameraOn && !voice ? <p className="mt-1 text-sm text-muted">{t('live.request.needCamera')}</p> : null}
              {busy ? <p className="mt-1 text-sm text-muted">{t('live.request.busy')}</p> : null}
            </li>
          );
        })}
      </ul>
      {decline.isError ? (
        <p role="alert" className="text-sm text-sale">
          {t('live.request.declineFailed')}
        </p>
      ) : null}
    </section>
  );
}
