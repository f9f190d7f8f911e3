import {
  checkoutActions,
  frameActions,
  type FrameMessage,
  frameMessageSchema,
  type FrameMessageType,
  frameMessageTypes,
  type ParentMessage,
  parentMessageSchema,
} from './message-schemas';

/** §8 error catalogue: both are logged only, the message is dropped. */
export const INVALID_MESSAGE_RESPONSE = 'Invalid message response';
export const UNHANDLED_MESSAGE_RESPONSE_ACTION = 'Unhandled message response action';
export type OverlayLogMessage = typeof INVALID_MESSAGE_RESPONSE | typeof UNHANDLED_MESSAGE_RESPONSE_ACTION;
/** Details name the reason, origin, type and action, never the data (it may hold tokens). */
export type OverlayLog = (message: OverlayLogMessage, details: Record<string, unknown>) => void;

export type IncomingMessage = { origin: string; data: unknown };
/** `origin`: PAY_ORIGIN (any path is ignored); `id`: the frame id put in the frame URL. */
export type ExpectedSender = { origin: string; id: string };

type Protocol<M> = {
  parse: (data: unknown) => { success: true; data: M } | { success: false; error: { issues: { path: PropertyKey[]; code: string }[] } };
  types: readonly string[];
  /** The actions each type may carry; another action is unhandled, not invalid. */
  actions: Record<string, readonly string[]>;
};

const frameProtocol: Protocol<FrameMessage> = {
  parse: (data) => frameMessageSchema.safeParse(data),
  types: frameMessageTypes,
  actions: { response: frameActions, checkoutLink: checkoutActions },
};

const parentProtocol: Protocol<ParentMessage> = {
  parse: (data) => parentMessageSchema.safeParse(data),
  types: ['action', 'additionalInfo'],
  actions: { action: frameActions },
};

/**
 * §8: a message from the overlay frame counts only when it comes from PAY_ORIGIN exactly and
 * carries this frame's id; anything else is logged 'Invalid message response' and ignored. A
 * genuine message of an unknown type or action is logged 'Unhandled message response action'.
 */
export function acceptFrameMessage(event: IncomingMessage, expected: ExpectedSender, log: OverlayLog): FrameMessage | null {
  return accept(event, expected, log, frameProtocol);
}

/** The pay pages' side: the same checks against the guest app's origin and the frame id. */
export function acceptParentMessage(event: IncomingMessage, expected: ExpectedSender, log: OverlayLog): ParentMessage | null {
  return accept(event, expected, log, parentProtocol);
}

function accept<M>(event: IncomingMessage, expected: ExpectedSender, log: OverlayLog, protocol: Protocol<M>): M | null {
  const expectedOrigin = originOf(expected.origin);
  if (expectedOrigin === null || event.origin !== expectedOrigin) {
    log(INVALID_MESSAGE_RESPONSE, { reason: 'origin', origin: event.origin, expectedOrigin });
    return null;
  }
  const data = event.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    log(INVALID_MESSAGE_RESPONSE, { reason: 'format', origin: event.origin });
    return null;
  }
  const { id, type, action } = data as { id?: unknown; type?: unknown; action?: unknown };
  if (typeof id !== 'string' || id !== expected.id) {
    log(INVALID_MESSAGE_RESPONSE, { reason: 'id', origin: event.origin });
    return null;
  }
  if (typeof type !== 'string' || !protocol.types.includes(type)) {
    log(UNHANDLED_MESSAGE_RESPONSE_ACTION, { origin: event.origin, type: String(type) });
    return null;
  }
  const actions = protocol.actions[type];
  if (actions && (typeof action !== 'string' || !actions.includes(action))) {
    log(UNHANDLED_MESSAGE_RESPONSE_ACTION, { origin: event.origin, type, action: String(action) });
    return null;
  }
  const parsed = protocol.parse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: issue.code }));
    log(INVALID_MESSAGE_RESPONSE, { reason: 'shape', origin: event.origin, type, issues });
    return null;
  }
  return parsed.data;
}

function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** One handler per frame message type: the UI plugs its reactions in, the compiler checks none is missing. */
export type FrameMessageHandlers = { [T in FrameMessageType]: (message: Extract<FrameMessage, { type: T }>) => void };

export function dispatchFrameMessage(message: FrameMessage, handlers: FrameMessageHandlers): void {
  // The handler picked by message.type takes exactly that message; TypeScript cannot correlate the two.
  (handlers[message.type] as (message: FrameMessage) => void)(message);
}
