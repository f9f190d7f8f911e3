import { createLogQueue, type LogCall } from '@/lib/api/log-queue';
import type { ApiSession } from '@/lib/api/client-config';
import { closeCodes } from './message-types';
import type { ConnectionError } from './session';

/**
 * The page's §7 logger calls, loaded with the real-time session chunk: browserOnline on every
 * online/offline change, websocketConnectionError for §8 connection errors; calls that cannot be
 * sent wait in localStorage and are replayed when the browser comes online (lib/api/log-queue.ts).
 */
export function startClientLogger(session: () => ApiSession): { log: (entry: LogCall) => Promise<void>; connectionError: (error: ConnectionError) => void; stop: () => void } {
  const queue = createLogQueue({
    storage: window.localStorage,
    fetch: (url, init) => fetch(url, init),
    isOnline: () => navigator.onLine,
    session,
  });
  const online = () => void queue.log({ call: 'browserOnline', body: { status: 'online' } }).then(() => queue.replay());
  const offline = () => void queue.log({ call: 'browserOnline', body: { status: 'offline' } });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  void queue.replay();
  return {
    log: (entry) => queue.log(entry),
    connectionError: (error) => void queue.log({ call: 'websocketConnectionError', body: connectionErrorBody(error) }),
    stop: () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    },
  };
}

/** §7 websocketConnectionError {connectionAttempt, error, errorCode, errorReason, websocketType}. */
export function connectionErrorBody(error: ConnectionError): Extract<LogCall, { call: 'websocketConnectionError' }>['body'] {
  return {
    connectionAttempt: error.connectionAttempt,
    error: error.code === closeCodes.PONG_MISSING ? 'pong missing' : 'connection closed',
    errorCode: error.code,
    errorReason: error.reason.slice(0, 500),
    websocketType: 'session',
  };
}
