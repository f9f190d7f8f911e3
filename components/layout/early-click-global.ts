/** The global the early-click script defines (early-click-script.tsx): replays the last press it held back, once. */
export const EARLY_CLICKS_GLOBAL = '__cvEarlyClicks';
