'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { LivePublication } from '@/lib/live/publish-camera';
import type { RealtimeSession } from '@/lib/realtime/session';
import { setStudioOnline, studioMeOptions } from '@/lib/queries/studio-account';
import { studioKeys } from '@/lib/queries/studio-keys';
import { useStudio, useStudioT } from '../studio-context';
import { LiveVideo } from '@/components/live/live-video';

type Props = { stream: MediaStream | null; onStream: (stream: MediaStream | null) => void; realtime: RealtimeSession | null };

/**
 * Her camera: preview (muted, she must not hear herself), video and microphone switches, and
 * the online switch that also publishes the camera into her room (room id = her actor id).
 * Going offline stops the publication first; the server then ends her chats (exit 200).
 */
export function StudioCameraPanel({ stream, onStream, realtime }: Props) {
  const { locale, actorId } = useStudio();
  const t = useStudioT();
  const client = useQueryClient();
  const me = useQuery(studioMeOptions(locale));
  const publication = useRef<LivePublication | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const [starting, setStarting] = useState(false);
  const [videoOn, setVideoOn] = useState(true);
  const [audioOn, setAudioOn] = useState(true);

  // Leaving the page stops the broadcast (her online status stays as the dashboard shows it).
  useEffect(() => () => publication.current?.stop(), []);

  async function startCamera() {
    setStarting(true);
    setCameraFailed(false);
    try {
      onStream(await navigator.mediaDevices.getUserMedia({ video: true, audio: true }));
    } catch {
      setCameraFailed(true);
    } finally {
      setStarting(false);
    }
  }

  const goOnline = useMutation({
    mutationFn: async () => {
      if (!stream || !realtime) throw new Error('camera or session missing');
      await setStudioOnline(locale, true);
      const { publishCamera } = await import('@/lib/live/publish-camera');
      publication.current?.stop();
      publication.current = publishCamera(realtime, stream, { roomId: actorId });
    },
    onSuccess: () => setPublishing(true),
    onSettled: () => client.invalidateQueries({ queryKey: studioKeys.me() }),
  });
  const goOffline = useMutation({
    mutationFn: async () => {
      publication.current?.stop();
      publication.current = null;
      setPublishing(false);
      await setStudioOnline(locale, false);
    },
    onSettled: () => client.invalidateQueries({ queryKey: studioKeys.me() }),
  });

  function toggle(kind: 'video' | 'audio', on: boolean) {
    for (const track of stream?.getTracks() ?? []) if (track.kind === kind) track.enabled = on;
    if (kind === 'video') setVideoOn(on);
    else setAudioOn(on);
  }

  const online = publishing || (me.data?.isOnline ?? false);
  return (
    <section aria-labelledby="studio-camera-title" className="space-y-3 rounded-lg border border-line bg-surface p-3">
      <h2 id="studio-camera-title" className="sr-only">
        {t('live.camera.title')}
      </h2>
      <LiveVideo stream={stream} muted label={t('live.camera.preview')} testId="studio-camera-preview" className="aspect-video w-full rounded-lg bg-black object-cover" />
      <p role="status" aria-live="polite" className="flex items-center gap-2 font-semibold">
        <span aria-hidden="true" className={`inline-block size-3 rounded-full ${publishing ? 'bg-online' : 'bg-muted'}`} />
        {publishing ? t('live.online.live') : online ? t('live.online.onlineNoCamera') : t('live.online.offline')}
      </p>
      <div className="flex flex-wrap gap-2">
        {!stream ? (
          <button type="button" data-testid="studio-camera-start" className={buttonStyles.primary} disabled={starting} onClick={startCamera}>
            {t('live.camera.start')}
          </button>
        ) : (
          <>
            <button type="button" aria-pressed={videoOn} className={buttonStyles.secondary} onClick={() => toggle('video', !videoOn)}>
              {videoOn ? t('live.camera.videoOff') : t('live.camera.videoOn')}
            </button>
            <button type="button" aria-pressed={audioOn} className={buttonStyles.secondary} onClick={() => toggle('audio', !audioOn)}>
              {audioOn ? t('live.camera.audioOff') : t('live.camera.audioOn')}
            </button>
          </>
        )}
        {!publishing ? (
          <button type="button" data-testid="studio-go-online" className={buttonStyles.primary} disabled={!stream || !realtime || goOnline.isPending} onClick={() => goOnline.mutate()}>
            {t('live.online.goOnline')}
          </button>
        ) : null}
        {online ? (
          <button type="button" data-testid="studio-go-offline" className={buttonStyles.secondary} disabled={goOffline.isPending} onClick={() => goOffline.mutate()}>
            {t('live.online.goOffline')}
          </button>
        ) : null}
      </div>
      {!stream && !cameraFailed ? <p className="text-sm text-muted">{t('live.camera.hint')}</p> : null}
      {cameraFailed ? (
        <p role="alert" className="text-sm text-sale">
          {t('live.camera.denied')}
        </p>
      ) : null}
      {goOnline.isError || goOffline.isError ? (
        <p role="alert" className="text-sm text-sale">
          {t('live.online.failed')}
        </p>
      ) : null}
    </section>
  );
}
