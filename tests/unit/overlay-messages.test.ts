import { describe, expect, it, vi } from 'vitest';
import { INVALID_CHECKOUT_URL, validateCheckoutLink } from '@/lib/overlay/checkout-link';
import type { FrameMessage } from '@/lib/overlay/message-schemas';
import {
  acceptFrameMessage,
  acceptParentMessage,
  dispatchFrameMessage,
  type FrameMessageHandlers,
  INVALID_MESSAGE_RESPONSE,
  UNHANDLED_MESSAGE_RESPONSE_ACTION,
} from '@/lib/overlay/messages';

const PAY_ORIGIN = 'https://pay.example.com';
const APP_ORIGIN = 'https://app.example.com';
const expected = { origin: PAY_ORIGIN, id: 'frame_0123456789' };

function receive(data: unknown, origin = PAY_ORIGIN) {
  const log = vi.fn();
  return { message: acceptFrameMessage({ origin, data }, expected, log), log };
}

describe('§8 "Checkout message with bad origin or id: \'Invalid message response\' logged only"', () => {
  it('ignores and logs a message from another origin', () => {
    const { message, log } = receive({ id: expected.id, type: 'close' }, 'https://evil.example.net');
    expect(message).toBeNull();
    expect(log).toHaveBeenCalledWith(INVALID_MESSAGE_RESPONSE, expect.objectContaining({ reason: 'origin', origin: 'https://evil.example.net' }));
  });

  it('compares origins exactly: another port, scheme or subdomain is another origin', () => {
    for (const origin of ['https://pay.example.com:8443', 'http://pay.example.com', 'https://x.pay.example.com', 'null']) {
      expect(receive({ id: expected.id, type: 'close' }, origin).message).toBeNull();
    }
  });

  it('ignores and logs a message with another id (another overlay frame on the same origin)', () => {
    const { message, log } = receive({ id: 'frame_other_frame', type: 'close' });
    expect(message).toBeNull();
    expect(log).toHaveBeenCalledWith(INVALID_MESSAGE_RESPONSE, expect.objectContaining({ reason: 'id' }));
  });

  it('ignores and logs data that is not a message object, and a known type of the wrong shape', () => {
    expect(receive('{"type":"close"}').log).toHaveBeenCalledWith(INVALID_MESSAGE_RESPONSE, expect.objectContaining({ reason: 'format' }));
    const { message, log } = receive({ id: expected.id, type: 'scrollTo', top: 'far' });
    expect(message).toBeNull();
    expect(log).toHaveBeenCalledWith(INVALID_MESSAGE_RESPONSE, expect.objectContaining({ reason: 'shape', type: 'scrollTo' }));
    expect(receive({ id: expected.id, type: 'redirect', url: 'javascript:alert(1)' }).message).toBeNull();
  });

  it('never logs the message data (it may carry a transfer token)', () => {
    const { log } = receive({ id: 'wrong_id_12345', type: 'transferToken', token: 'secret-token' });
    expect(JSON.stringify(log.mock.calls)).not.toContain('secret-token');
  });
});

describe('§8 a correct message is accepted', () => {
  it('accepts a success message from PAY_ORIGIN with the frame id, parsed', () => {
    const result = { flow: 'login', redirectTo: '/de/', hostId: 4711, uhash: 'abc', userFromSignup: false, userFromLogin: true };
    const { message, log } = receive({ id: expected.id, type: 'success', result, extra: 'dropped' });
    expect(message).toEqual({ id: expected.id, type: 'success', result });
    expect(log).not.toHaveBeenCalled();
  });

  it('accepts a redirect to an http(s) URL and a transfer token', () => {
    expect(receive({ id: expected.id, type: 'redirect', url: 'https://app.example.com/de/' }).message).not.toBeNull();
    expect(receive({ id: expected.id, type: 'transferToken', token: 't0k3n' }).message).toEqual({ id: expected.id, type: 'transferToken', token: 't0k3n' });
  });

  it('accepts PAY_ORIGIN given with a trailing slash', () => {
    const log = vi.fn();
    const message = acceptFrameMessage({ origin: PAY_ORIGIN, data: { id: expected.id, type: 'ready' } }, { ...expected, origin: `${PAY_ORIGIN}/` }, log);
    expect(message).toEqual({ id: expected.id, type: 'ready' });
  });

  it('accepts each action response with its typed value ("getbalance, getactiveabos, getavsstatus, isLoggedIn, hasLoginCookie, logout")', () => {
    const responses = [
      { action: 'getbalance', value: { balance: 1250, balanceFormatted: '12,50 €', isPayingCustomer: true } },
      { action: 'getactiveabos', value: ['vipabo'] },
      { action: 'getavsstatus', value: 'accepted' },
      { action: 'isLoggedIn', value: true },
      { action: 'hasLoginCookie', value: false },
      { action: 'logout', value: true },
    ];
    for (const response of responses) {
      const data = { id: expected.id, type: 'response', requestId: 'r1', ...response };
      expect(receive(data).message).toEqual(data);
    }
  });
});

describe('§8 "Unknown checkout message action: \'Unhandled message response action\' logged only"', () => {
  it('logs a response with an unknown action', () => {
    const { message, log } = receive({ id: expected.id, type: 'response', requestId: 'r1', action: 'getpassword', value: 'x' });
    expect(message).toBeNull();
    expect(log).toHaveBeenCalledWith(UNHANDLED_MESSAGE_RESPONSE_ACTION, expect.objectContaining({ action: 'getpassword' }));
  });

  it('logs a checkout link message with an unknown action, and a message of an unknown type', () => {
    const checkout = receive({ id: expected.id, type: 'checkoutLink', action: 'explode', value: 'https://checkout.example.com/c/1' });
    expect(checkout.message).toBeNull();
    expect(checkout.log).toHaveBeenCalledWith(UNHANDLED_MESSAGE_RESPONSE_ACTION, expect.objectContaining({ type: 'checkoutLink' }));
    const unknown = receive({ id: expected.id, type: 'teleport' });
    expect(unknown.log).toHaveBeenCalledWith(UNHANDLED_MESSAGE_RESPONSE_ACTION, expect.objectContaining({ type: 'teleport' }));
  });
});

describe('the pay pages accept action requests from the guest app only', () => {
  it('accepts "logout (clearToken flag)" from the app origin and refuses it from PAY_ORIGIN', () => {
    const data = { id: expected.id, type: 'action', requestId: 'r2', action: 'logout', params: { clearToken: true } };
    const log = vi.fn();
    expect(acceptParentMessage({ origin: APP_ORIGIN, data }, { origin: APP_ORIGIN, id: expected.id }, log)).toEqual(data);
    expect(acceptParentMessage({ origin: PAY_ORIGIN, data }, { origin: APP_ORIGIN, id: expected.id }, log)).toBeNull();
    expect(log).toHaveBeenCalledWith(INVALID_MESSAGE_RESPONSE, expect.objectContaining({ reason: 'origin' }));
  });
});

describe('§8 "Invalid checkout link: error \'invalid checkout url\' thrown"', () => {
  it('throws for an empty link', () => {
    expect(() => validateCheckoutLink({ value: '' })).toThrow(new Error(INVALID_CHECKOUT_URL));
    expect(() => validateCheckoutLink({ value: '   ' })).toThrow(INVALID_CHECKOUT_URL);
  });

  it('throws for a path-less link', () => {
    expect(() => validateCheckoutLink({ value: 'https://checkout.example.com' })).toThrow(INVALID_CHECKOUT_URL);
    expect(() => validateCheckoutLink({ value: 'https://checkout.example.com/?session=1' })).toThrow(INVALID_CHECKOUT_URL);
  });

  it('throws for a relative or non-http link', () => {
    expect(() => validateCheckoutLink({ value: '/checkout/1' })).toThrow(INVALID_CHECKOUT_URL);
    expect(() => validateCheckoutLink({ value: 'javascript:alert(1)' })).toThrow(INVALID_CHECKOUT_URL);
  });

  it('returns the link with its params for a valid one', () => {
    expect(validateCheckoutLink({ value: 'https://checkout.example.com/avs/start', params: { session: 'a b' } })).toBe(
      'https://checkout.example.com/avs/start?session=a+b',
    );
  });
});

describe('dispatchFrameMessage: one handler per message type', () => {
  it('calls the handler of the message type with the message', () => {
    const handlers = {
      close: vi.fn(),
      ready: vi.fn(),
      contentLoaded: vi.fn(),
      success: vi.fn(),
      viewReady: vi.fn(),
      response: vi.fn(),
      scrollTo: vi.fn(),
      hook: vi.fn(),
      logout: vi.fn(),
      redirect: vi.fn(),
      transferToken: vi.fn(),
      countdownFinished: vi.fn(),
      signup: vi.fn(),
      checkoutLink: vi.fn(),
    } satisfies FrameMessageHandlers;
    const message: FrameMessage = { id: expected.id, type: 'scrollTo', top: 120 };
    dispatchFrameMessage(message, handlers);
    expect(handlers.scrollTo).toHaveBeenCalledWith(message);
    expect(handlers.close).not.toHaveBeenCalled();
  });
});
