import { readerOf } from '@/lib/api/response-reader';
import { incentiveEvents, incentiveRegions, incentiveTypes, UNIQUE_GROUP } from '@/lib/contracts/incentive-codes';
import type { Incentive, PageLoadIncentivesResponse } from '@/lib/contracts/incentive';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(values: readonly T[]) => {
  const set: ReadonlySet<unknown> = new Set(values);
  return (value: unknown): value is T => set.has(value);
};
const isRegion = oneOf(incentiveRegions);
const isType = oneOf(incentiveTypes);
const isEvent = oneOf(incentiveEvents);
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isSecondsOrNull = (value: unknown): value is number | null => value === null || (isInt(value) && value >= 0);

function incentiveOf(value: unknown): Incentive | null {
  if (!isObject(value)) return null;
  const { region, type, event, priority, countdown, countdownStartTime, uniqueGroup } = value;
  if (!isRegion(region) || !isType(type) || !isEvent(event) || !isInt(priority)) return null;
  if (!isSecondsOrNull(countdown) || !isSecondsOrNull(countdownStartTime)) return null;
  if (typeof uniqueGroup !== 'string' || !UNIQUE_GROUP.test(uniqueGroup)) return null;
  return { region, type, event, priority, countdown, countdownStartTime, uniqueGroup };
}

function listOf<T>(value: unknown, item: (entry: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const entry of value as unknown[]) {
    const checked = item(entry);
    if (checked === null) return null;
    items.push(checked);
  }
  return items;
}

function pageLoadIncentivesOf(body: unknown): PageLoadIncentivesResponse | null {
  if (!isObject(body) || body.success !== true || !isObject(body.data) || !isObject(body.vxpayConfig) || !isObject(body.trackingData)) return null;
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
