/** What the page loads on first use of the overlay (overlay-loader.ts overlayController()). */
export { askPayOrigin, closeOverlay, isFlowActive, openOverlay, runWhenNoFlow } from './overlay-controller';
export { handleReturn, openAuth } from './overlay-doors';
