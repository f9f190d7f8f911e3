import type { IncentiveType } from '@/lib/contracts/incentive';

/** The incentives' strings, translated on the server (messages Incentives) and passed as props. */
export type IncentiveText = {
  bannerLabel: string;
  cornerLabel: string;
  close: string;
  /** "Ends in {time}": the client fills in the §9 duration (lib/format/fill.ts). */
  endsIn: string;
  hideDay: string;
  hideWeek: string;
  types: Record<IncentiveType, { title: string; body: string; cta: string }>;
};
