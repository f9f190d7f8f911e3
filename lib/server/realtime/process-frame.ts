import 'server-only';
import type * as z from 'zod';
import { clientMessageSchema, closeCodes, MAX_BAD_MESSAGES } from '@/lib/realtime/protocol';
import { log } from '@/lib/server/log';
import { type Connection, send } from '@/lib/server/realtime/connection';
import { errorMessage, type MessageHandler } from '@/lib/server/realtime/session-state';

function describeIssues(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return 'The message does not match the protocol.';
  const where = issue.path.length > 0 ? issue.path.join('.') : 'message';
  return `${where}: ${issue.message}`;
}

/** §8 protocol error: a peer that keeps sending garbage is disconnected with 1002. */
function rejectMessage(connection: Connection, message: string): void {
  connection.badMessages += 1;
  send(connection, errorMessage('BAD_MESSAGE', message));
  if (connection.badMessages >= MAX_BAD_MESSAGES) {
    connection.socket.close(closeCodes.PROTOCOL_ERROR, 'Too many malformed messages.');
  }
}

/**
 * Parses one text frame with the protocol schema (DESIGN.md: every input is parsed at the
 * boundary), answers it with `handle` and updates the connection's session. Never throws.
 */
export async function processFrame(connection: Connection, text: string, handle: MessageHandler): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return rejectMessage(connection, 'The message is not valid JSON.');
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) return rejectMessage(connection, describeIssues(parsed.error));
  try {
    const result = await handle(connection.session, parsed.data);
    connection.session = result.session;
    for (const reply of result.replies) send(connection, reply);
  } catch (error) {
    log.error(`realtime '${parsed.data.type}' failed`, error);
    send(connection, errorMessage('INTERNAL', 'The message could not be handled.'));
  }
}
