import 'server-only';
import { type Env, env } from '@/lib/server/env';

/** The RTCIceServer shape both werift and the browsers take. */
export type IceServer = { urls: string[]; username?: string; credential?: string };

type IceEnv = Pick<Env, 'STUN_URLS' | 'TURN_URL' | 'TURN_USERNAME' | 'TURN_CREDENTIAL'>;

/**
 * STUN/TURN from the environment ("STUN/TURN configurable"). None configured → [],
 * never werift's default public STUN host (unreachable here: gathering would wait for it).
 * A TURN server without its credentials is a configuration error, reported at start.
 */
export function iceServersFrom(config: IceEnv): IceServer[] {
  const servers: IceServer[] = [];
  if (config.STUN_URLS.length > 0) servers.push({ urls: [...config.STUN_URLS] });
  const turn = config.TURN_URL ?? [];
  if (turn.length > 0) {
    if (!config.TURN_USERNAME || !config.TURN_CREDENTIAL) {
      throw new Error('TURN_URL needs TURN_USERNAME and TURN_CREDENTIAL.');
    }
    servers.push({ urls: [...turn], username: config.TURN_USERNAME, credential: config.TURN_CREDENTIAL });
  }
  return servers;
}


/** The configured servers, for the SFU and for pages to hand to lib/live (the browsers need the same TURN). */
export function configuredIceServers(): IceServer[] {
  return iceServersFrom(env());
}
