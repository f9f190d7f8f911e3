import { createRoot } from 'react-dom/client';
import type { TopMenu } from '@/stores/layout';
import { MenuBody } from './menu-body';
import type { MobileMenuText } from './mobile-menu-text';

/**
 * Renders a §2 mobile menu's body into its server panel on the first tap (header-menus.ts calls
 * it once per panel). The strings come from the panel's data-menu-text, written by the server.
 */
export function mountMenuBody(panel: HTMLElement, button: HTMLButtonElement) {
  const raw = panel.dataset.menuText;
  if (!raw) return;
  const text = JSON.parse(raw) as MobileMenuText;
  if (text.kind !== (button.dataset.menu as TopMenu)) return;
  createRoot(panel).render(<MenuBody text={text} button={button} />);
}
