// web-push 3.6 ships no types: the part lib/server/push uses.
declare module 'web-push' {
  export type VapidKeys = { publicKey: string; privateKey: string };
  export type PushSubscriptionKeys = { endpoint: string; keys: { p256dh: string; auth: string } };
  export type RequestDetails = {
    method: 'POST';
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  };
  export type RequestOptions = {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
    contentEncoding?: 'aes128gcm' | 'aesgcm';
  };
  export function generateVAPIDKeys(): VapidKeys;
  export function generateRequestDetails(subscription: PushSubscriptionKeys, payload: string | Buffer | null, options: RequestOptions): RequestDetails;
  const webPush: { generateVAPIDKeys: typeof generateVAPIDKeys; generateRequestDetails: typeof generateRequestDetails };
  export default webPush;
}
