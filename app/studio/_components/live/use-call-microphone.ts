'use client';

import { useEffect, useState } from 'react';

export type CallMicrophone = { stream: MediaStream | null; failed: boolean };

const idle: CallMicrophone = { stream: null, failed: false };

/**
 * Her microphone for a voice call she takes without her camera running (a voice call needs no
 * camera): asked for when the call mounts, released when it ends.
 */
export function useCallMicrophone(needed: boolean): CallMicrophone {
  const [state, setState] = useState<CallMicrophone>(idle);

  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    let microphone: MediaStream | null = null;
    navigator.mediaDevices.getUserMedia({ audio: true }).then(
      (stream) => {
        if (cancelled) return stream.getTracks().forEach((track) => track.stop());
        microphone = stream;
        setState({ stream, failed: false });
      },
      () => !cancelled && setState({ stream: null, failed: true }),
    );
    return () => {
      cancelled = true;
      microphone?.getTracks().forEach((track) => track.stop());
    };
  }, [needed]);

  return needed ? state : idle;
}
