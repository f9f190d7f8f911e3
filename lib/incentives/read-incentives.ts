import { readerOf } from '@/lib/api/response-reader';
import { incentiveEvents, incentiveRegions, incentiveTypes, UNIQUE_GROUP } from '@/lib/contracts/incentive-codes';
import type { Incentive, PageLoadIncentivesResponse } from '@/lib/contracts/incentive';
import { isCount, isFields, isInt, listOf, oneOf } from '@/lib/validation/guards';

const isRegion = oneOf(incentiveRegions);
const isType = oneOf(incentiveTypes);
const isEvent = oneOf(incentiveEvents);
const isSecondsOrNull = (value: unknown): value is number | null => value === null || isCount(value);

function incentiveOf(value: unknown): Incentive | null {
  if (!isFields(value)) return null;
  const { region, type, event, priority, countdown, countdownStartTime, uniqueGroup } = value;
  if (!isRegion(region) || !isType(type) || !isEvent(event) || !isInt(priority)) return null;
  if (!isSecondsOrNull(countdown) || !isSecondsOrNull(countdownStartTime)) return null;
  if (typeof uniqueGroup !== 'string' || !UNIQUE_GROUP.test(uniqueGroup)) return null;
  return { region, type, event, priority, countdown, countdownStartTime, uniqueGroup };
}

function pageLoadIncentivesOf(body: unknown): PageLoadIncentivesResponse | null {
  if (!isFields(body) || body.success !== true || !isFields(body.data) || !isFields(body.vxpayConfig) || !isFields(body.trackingData)) return null;
  const incentives = listOf(body.data.incentives, incentiveOf);
  const { host } = body.vxpayConfig;
  if (!incentives || !(host === null || (typeof host === 'string' && host.length <= 128))) return null;
  const { routeName } = body.trackingData;
  const types = listOf(body.trackingData.incentiveTypes, (entry) => (isType(entry) ? entry : null));
  if (typeof routeName !== 'string' || !types) return null;
  return { success: true, data: { incentives }, vxpayConfig: { host }, trackingData: { routeName, incentiveTypes: types } };
}

/**
 * The §7 answer of getPageLoadIncentives and getIncentivesByEvent, read without zod: every page
 * asks for it while it loads (§4 page-load incentives), so a visitor's page evaluates no zod for
 * it (§1 speed). Answers what pageLoadIncentivesResponseSchema answers (tests/unit/read-incentives.test.ts).
 */
export const pageLoadIncentivesReader = readerOf(pageLoadIncentivesOf);
