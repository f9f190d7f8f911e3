import type { Locale } from '@/i18n/routing';
import { provideAccessToken } from '@/lib/api/access-token';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { FrameActionRequest, FrameMessage } from '@/lib/overlay/message-schemas';
import { acceptParentMessage } from '@/lib/overlay/messages';

/** A frame message as the pay page writes it: the bridge adds the frame id. */
export type OutgoingFrameMessage = FrameMessage extends infer M ? (M extends unknown ? Omit<M, 'id'> : never) : never;

const LOGIN_MEMORY = /(?:^|;\s*)lc=1(?:;|$)/;

/**
 * The pay page's end of the overlay protocol (lib/overlay/messages.ts): posts frame messages to
 * the guest app (the parent frame, or the opener when shown in a tab) with the page's frame id
 * and only to the app's origin; accepts the app's messages only from that origin with that id;
 * answers the app's action requests. The guest's access token arrives with additionalInfo; while
 * the bridge runs it is the token of the page's REST calls (lib/api/access-token.ts).
 */
export class PayBridge {
  private token: string | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly frameId: string | null,
    /** The guest app's origin; null: the pay pages share the app's origin (PAY_ORIGIN unset). */
    private readonly appOriginSetting: string | null,
    private readonly language: Locale,
  ) {}

  get appOrigin(): string {
    if (this.appOriginSetting === null) return window.location.origin;
    // §1 market hosts: a frame answers the page that embeds it. frame-ancestors
    // (lib/server/http/security-headers.ts) lets only the app's origins embed the pay pages.
    const parent = window.parent !== window ? window.location.ancestorOrigins?.[0] : undefined;
    return parent && parent !== 'null' ? parent : this.appOriginSetting;
  }

  /** Where messages go: the parent frame, else the tab's opener; null when opened on its own. */
  private target(): Window | null {
    if (window.parent !== window) return window.parent;
    return (window.opener as Window | null) ?? null;
  }

  /** Whether a guest app is listening (else the page finishes a flow by navigating). */
  get connected(): boolean {
    return this.frameId !== null && this.target() !== null;
  }

  get accessToken(): string | null {
    return this.token;
  }

  post(message: OutgoingFrameMessage): boolean {
    const target = this.target();
    if (!target || !this.frameId) return false;
    target.postMessage({ ...message, id: this.frameId }, this.appOrigin);
    return true;
  }

  /** Listens to the app, lends the page's REST calls its token and says ready; returns the stop function. */
  start(): () => void {
    const onMessage = (event: MessageEvent) => this.receive(event);
    window.addEventListener('message', onMessage);
    const stopLending = provideAccessToken(() => this.token);
    this.post({ type: 'ready' });
    return () => {
      window.removeEventListener('message', onMessage);
      stopLending();
    };
  }

  /** Re-renders the views that depend on the token. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private receive(event: MessageEvent): void {
    if (!this.frameId) return;
    const message = acceptParentMessage({ origin: event.origin, data: event.data }, { origin: this.appOrigin, id: this.frameId }, (text, details) =>
      console.warn(text, details),
    );
    if (!message) return;
    if (message.type === 'additionalInfo') {
      this.token = message.accessToken ?? null;
      for (const listener of this.listeners) listener();
      return;
    }
    void this.answer(message);
  }

  private async answer(request: FrameActionRequest): Promise<void> {
    const reply = (value: unknown) =>
      this.post({ type: 'response', requestId: request.requestId, action: request.action, value } as OutgoingFrameMessage);
    switch (request.action) {
      case 'isLoggedIn':
        return void reply(this.token !== null);
      case 'hasLoginCookie':
        return void reply(LOGIN_MEMORY.test(document.cookie));
      case 'logout':
        if (request.params.clearToken) this.token = null;
        return void reply(true);
      // Subscriptions arrive with the wallet issue: until then no guest has an active one.
      case 'getactiveabos':
        return void reply([]);
      case 'getbalance': {
        if (!this.token) return;
        const { payBalanceOptions } = await import('@/lib/queries/pay-account');
        return void reply(await fresh(payBalanceOptions(this.language)));
      }
      case 'getavsstatus': {
        if (!this.token) return void reply('unknown');
        const { payMeOptions } = await import('@/lib/queries/pay-account');
        return void reply((await fresh(payMeOptions(this.language))).avsStatus);
      }
    }
  }
}


/**
 * The app asks because something may have changed: always the server's answer, kept in the page's
 * cache for the views. Loaded on the first question, so the hidden helper frame stays small.
 */
async function fresh<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  const { getQueryClient } = await import('@/lib/queries/query-client');
  return getQueryClient().fetchQuery({ ...options, staleTime: 0, retry: false });
}
