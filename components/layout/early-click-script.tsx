import { EARLY_CLICKS_GLOBAL } from './early-click-global';
import { InlineScript } from './inline-script';

/**
 * §1 the first view paints before any script runs (lib/server/http/defer-scripts.ts), so on a slow
 * phone a guest can press a button of the server HTML (Log in, Sign up, a header menu) before React
 * has hydrated it: that press would do nothing. This script, first in the body, holds back such a
 * press (buttons only: links and forms work without scripts) and the page replays the last one
 * once it can act on it (components/layout/layout-effects.tsx, after the header menus are
 * installed). Once React has its root, React itself replays presses on parts it has not hydrated
 * yet, so only the header menus' buttons (plain listeners installed after hydration) are still held.
 */
export const EARLY_CLICK_SCRIPT =
  "(function(w,d){var last=null,on=true;function root(){for(var k in d){if(k.indexOf('__reactContainer$')===0)return true}return false}" +
  "function hold(e){if(!on)return;var t=e.target,b=t&&t.closest?t.closest('button'):null;if(!b||b.type==='submit'||b.disabled)return;" +
  "if(!b.hasAttribute('data-menu')&&root())return;e.preventDefault();e.stopImmediatePropagation();last=b}" +
  "d.addEventListener('click',hold,true);" +
  `w.${EARLY_CLICKS_GLOBAL}=function(){if(!on)return;on=false;d.removeEventListener('click',hold,true);var b=last;last=null;if(b&&b.isConnected)b.click()}})(window,document);`;

export function EarlyClickScript() {
  return <InlineScript code={EARLY_CLICK_SCRIPT} />;
}
