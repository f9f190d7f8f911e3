import { createContext } from 'react';

/**
 * The layer a box opened by name is drawn in, given by components/boxes/box-host.tsx and read by
 * components/ui/dialog.tsx. §2 overConsent: above the cookie banner (z 55) and the page's own
 * layers (boxes z 80), still below the payment overlay (z 10000) so a flow opened from the box shows.
 */
export const OVER_CONSENT_Z = 9000;

export const BoxLayer = createContext<{ overConsent: boolean }>({ overConsent: false });
