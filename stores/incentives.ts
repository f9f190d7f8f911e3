import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Incentive, IncentiveEvent, IncentiveRegion, IncentiveType } from '@/lib/contracts/incentive';
import { incentiveRemoved, incentivesReceived, topOfRegion, typeRemoved, withoutBlocked } from '@/lib/incentives/incentive-rules';

/**
 * The page's incentives (§3, §4), kept by the pure rules of lib/incentives/incentive-rules.ts.
 * Filled in the browser only, after hydration (lib/incentives/load-incentives.ts): pages are
 * cached and shared, so nothing per guest is rendered on the server and a module store is safe.
 * Type imports only (no zod).
 */
type IncentiveState = {
  /** Sorted by priority, highest first; one per region and type. */
  incentives: Incentive[];
  /** §3 overlay option `host` for the flows the incentives open: the page's performer. */
  host: string | null;
  /** Bumped when the page-load incentives are to be asked again (components/incentives/incentive-host.tsx). */
  reloads: number;
  actions: {
    incentivesArrived: (event: IncentiveEvent, incoming: Incentive[], host: string | null, nowSeconds: number) => void;
    incentiveClosed: (incentive: Pick<Incentive, 'region' | 'type'>) => void;
    typeHidden: (type: IncentiveType) => void;
    groupBlocked: (group: string) => void;
    /** §4: after a successful close report, after a payment, after login or logout. */
    reloadRequested: () => void;
  };
};

/** The store outside React (the loader, the WebSocket reactions, tests). */
export const incentiveStore = createStore<IncentiveState>()((set) => ({
  incentives: [],
  host: null,
  reloads: 0,
  actions: {
    incentivesArrived: (event, incoming, host, nowSeconds) =>
      set((state) => ({ incentives: incentivesReceived(state.incentives, event, incoming, nowSeconds), host })),
    incentiveClosed: (incentive) => set((state) => ({ incentives: incentiveRemoved(state.incentives, incentive) })),
    typeHidden: (type) => set((state) => ({ incentives: typeRemoved(state.incentives, type) })),
    groupBlocked: (group) => set((state) => ({ incentives: withoutBlocked(state.incentives, new Set([group])) })),
    reloadRequested: () => set((state) => ({ reloads: state.reloads + 1 })),
  },
}));

/** What a region shows now: its top incentive, or null. */
export const useRegionIncentive = (region: IncentiveRegion) => useStore(incentiveStore, (state) => topOfRegion(state.incentives, region));
export const useIncentiveFlowHost = () => useStore(incentiveStore, (state) => state.host);
export const useIncentiveReloads = () => useStore(incentiveStore, (state) => state.reloads);
export const useIncentiveActions = () => useStore(incentiveStore, (state) => state.actions);
