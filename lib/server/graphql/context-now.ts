import 'server-only';
import { requestNow } from '@/lib/server/events/request-now';
import type { GraphqlContext } from './context';

/**
 * The instant a resolver's rules see (§2 test days): the argument's day (qmday), else the
 * request's §7 `date`, honoured only where test days are allowed; else now.
 */
export function contextNow(context: Pick<GraphqlContext, 'date'>, argDay?: string | null): Date {
  return requestNow({ qmday: argDay ?? context.date ?? undefined });
}
