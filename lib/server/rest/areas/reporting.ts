import 'server-only';
import { noOperatorInputSchema } from '@/lib/contracts/operator';
import { buildMainReport, buildReport } from '@/lib/server/operator/build-report';
import { type RestArea, restCall } from '../call';

/** §7 misc reporting (operator only, §6): README "Operator" documents the fields. */
export const reportingArea: RestArea = {
  // GET /rest/v1/reporting/default – guests, paying guests, net revenue and spending (cents) of the last day/week, online performers
  default: restCall({
    method: 'GET',
    auth: 'operator',
    input: noOperatorInputSchema,
    handler: async (_input, { db }) => ({ success: true, data: await buildReport(db) }),
  }),
  // GET /rest/v1/reporting/main – the default report plus revenueByDay of the last 7 UTC days
  main: restCall({
    method: 'GET',
    auth: 'operator',
    input: noOperatorInputSchema,
    handler: async (_input, { db }) => ({ success: true, data: await buildMainReport(db) }),
  }),
};
