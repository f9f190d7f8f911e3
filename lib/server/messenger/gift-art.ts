/**
 * The pictures of the messenger's and live chat's gifts (table messenger_gifts) as drawn SVG art:
 * the same on every device, whether or not it has a colour-emoji font (Debian's headless Chromium
 * and many Linux desktops have none, so an emoji would render as an empty box). Like the drawn
 * reaction icons (components/chat/reaction-icon.tsx): flat colours, a few shapes each, no text,
 * no external references. A gift added later by operators has no drawing yet and keeps its emoji.
 */

const OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">';
const CLOSE = '</svg>';

/** The inner shapes of each seeded gift's picture, by slug (drizzle/0016_messenger.sql). */
export const GIFT_DRAWINGS: Readonly<Record<string, string>> = {
  rose:
    '<path d="M32 62V33" stroke="#2f8f46" stroke-width="3.5" stroke-linecap="round"/>' +
    '<path d="M32 50c-9 1-15-4-15-10 8-1 14 3 15 10Z" fill="#3fae5a"/>' +
    '<path d="M32 44c8 1 13-3 14-9-7-1-13 2-14 9Z" fill="#3fae5a"/>' +
    '<path d="M15 16c0 12 7 20 17 20s17-8 17-20c-5 3-11 4-17 1-6 3-12 2-17-1Z" fill="#c81e45"/>' +
    '<path d="M19 16c1-8 6-13 13-13s12 5 13 13c-4 4-9 5-13 2-4 3-9 2-13-2Z" fill="#ef4a6b"/>' +
    '<path d="M20 22c2 8 7 12 12 12s10-4 12-12c-3 2-8 3-12 1-4 2-9 1-12-1Z" fill="#dc2f55"/>' +
    '<path d="M27 14c1-4 9-4 9 1 0 3-5 4-6 1" stroke="#a3132f" stroke-width="2.2" fill="none" stroke-linecap="round"/>',
  coffee:
    '<path d="M24 19c-3-3 3-6 0-10M32 19c-3-3 3-6 0-10M40 19c-3-3 3-6 0-10" stroke="#b8c0cc" stroke-width="2.5" fill="none" stroke-linecap="round"/>' +
    '<ellipse cx="31" cy="53" rx="24" ry="6" fill="#d7dbe3"/>' +
    '<path d="M46 31h3a6.5 6.5 0 0 1 0 13h-5" stroke="#e8734a" stroke-width="4" fill="none"/>' +
    '<path d="M13 26h36v10c0 10-8 17-18 17s-18-7-18-17Z" fill="#e8734a"/>' +
    '<ellipse cx="31" cy="26" rx="18" ry="4" fill="#6b3e26"/>',
  star:
    '<path d="M32 6.5 39.3 24.4 58.6 25.8 43.9 38.4 48.5 57.2 32 47 15.5 57.2 20.1 38.4 5.4 25.8 24.7 24.4Z" fill="#fbbf24" stroke="#fbbf24" stroke-width="4" stroke-linejoin="round"/>' +
    '<path d="M32 34.5V6.5L39.3 24.4 58.6 25.8ZM32 34.5 43.9 38.4 48.5 57.2ZM32 34.5 32 47 15.5 57.2ZM32 34.5 20.1 38.4 5.4 25.8ZM32 34.5 24.7 24.4" fill="#f59e0b"/>',
  'heart-balloon':
    '<path d="M32 47c-4 4 4 8 0 15" stroke="#b8c0cc" stroke-width="2" fill="none" stroke-linecap="round"/>' +
    '<path d="M29 48h6l-3-4Z" fill="#c81e45"/>' +
    '<path d="M32 45S14 35 10.5 24C8 16 13 8 21 8c5 0 9 3 11 6 2-3 6-6 11-6 8 0 13 8 10.5 16C50 35 32 45 32 45Z" fill="#ef4a6b"/>' +
    '<ellipse cx="20" cy="18" rx="4" ry="6" fill="#fff" opacity=".45" transform="rotate(-30 20 18)"/>',
  chocolates:
    '<rect x="6" y="12" width="52" height="42" rx="6" fill="#c81e45"/>' +
    '<rect x="11" y="17" width="42" height="32" rx="4" fill="#f6e3c6"/>' +
    '<g fill="#b07a4f"><circle cx="22" cy="26" r="8"/><circle cx="42" cy="26" r="8"/><circle cx="22" cy="41" r="8"/><circle cx="42" cy="41" r="8"/></g>' +
    '<g fill="#4a2314"><circle cx="22" cy="26" r="6"/><circle cx="42" cy="41" r="6"/></g>' +
    '<g fill="#7b4226"><circle cx="42" cy="26" r="6"/><circle cx="22" cy="41" r="6"/></g>' +
    '<path d="M19 24a3.5 3.5 0 0 1 3-2m17 2a3.5 3.5 0 0 1 3-2m-23 17a3.5 3.5 0 0 1 3-2m17 2a3.5 3.5 0 0 1 3-2" stroke="#fff" stroke-opacity=".5" stroke-width="1.6" fill="none" stroke-linecap="round"/>',
  'teddy-bear':
    '<g fill="#a0663a"><ellipse cx="32" cy="51" rx="17" ry="12"/><circle cx="17" cy="13" r="7"/><circle cx="47" cy="13" r="7"/></g>' +
    '<g fill="#d9a066"><ellipse cx="32" cy="54" rx="9" ry="7"/><circle cx="17" cy="13" r="3.5"/><circle cx="47" cy="13" r="3.5"/></g>' +
    '<g fill="#8a5530"><circle cx="15" cy="53" r="6"/><circle cx="49" cy="53" r="6"/></g>' +
    '<circle cx="32" cy="28" r="17" fill="#b87844"/><ellipse cx="32" cy="35" rx="8" ry="6" fill="#e3b27a"/>' +
    '<g fill="#3b2314"><ellipse cx="32" cy="32.5" rx="3.2" ry="2.2"/><circle cx="25" cy="25" r="2.2"/><circle cx="39" cy="25" r="2.2"/></g>' +
    '<path d="M29 37c1.5 1.5 4.5 1.5 6 0" stroke="#3b2314" stroke-width="1.6" fill="none" stroke-linecap="round"/>',
  cupcake:
    '<path d="M15 36h34l-5 24H20Z" fill="#4fb3d9"/>' +
    '<path d="M23 36l2 24M32 36v24M41 36l-2 24" stroke="#2f8fb8" stroke-width="2"/>' +
    '<path d="M12 37c-3-6 1-11 7-10 0-7 6-12 13-11 7-1 13 4 13 11 6-1 10 4 7 10a4 3.5 0 0 1-8 0 4 3.5 0 0 1-8 0 4 3.5 0 0 1-8 0 4 3.5 0 0 1-8 0 4 3.5 0 0 1-8 0Z" fill="#f48fb1"/>' +
    '<path d="M19 32l2-3M37 24l3 1M45 31l-1-3" stroke="#fde047" stroke-width="2" stroke-linecap="round"/>' +
    '<path d="M27 26l-2-2M32 32l3-1M25 36l2-2" stroke="#fff" stroke-width="2" stroke-linecap="round"/>' +
    '<path d="M32 12c0-4 2-7 5-8" stroke="#2f8f46" stroke-width="2" fill="none" stroke-linecap="round"/>' +
    '<circle cx="32" cy="14" r="5" fill="#d62246"/>',
  crown:
    '<path d="M10 46 7 20l13 11 12-17 12 17 13-11-3 26Z" fill="#fbbf24"/>' +
    '<rect x="9" y="44" width="46" height="10" rx="2" fill="#f59e0b"/>' +
    '<g fill="#fbbf24"><circle cx="7" cy="19" r="3.5"/><circle cx="32" cy="12" r="3.5"/><circle cx="57" cy="19" r="3.5"/></g>' +
    '<circle cx="20" cy="49" r="3" fill="#ef4a6b"/><circle cx="32" cy="49" r="3" fill="#3b82f6"/><circle cx="44" cy="49" r="3" fill="#22c55e"/>' +
    '<path d="M32 28l4 6-4 6-4-6Z" fill="#ef4a6b"/>',
  'toy-pulse':
    '<circle cx="32" cy="32" r="28" fill="#8b5cf6"/>' +
    '<path d="M11 33h9l4-9 6 18 6-22 5 13h12" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  'toy-wave':
    '<path d="M6 22c6-6 12-6 18 0s12 6 18 0 12-6 18 0" stroke="#7dd3fc" stroke-width="5" fill="none" stroke-linecap="round"/>' +
    '<path d="M6 34c6-6 12-6 18 0s12 6 18 0 12-6 18 0" stroke="#38bdf8" stroke-width="5" fill="none" stroke-linecap="round"/>' +
    '<path d="M6 46c6-6 12-6 18 0s12 6 18 0 12-6 18 0" stroke="#0284c7" stroke-width="5" fill="none" stroke-linecap="round"/>',
  'toy-random':
    '<rect x="9" y="11" width="46" height="46" rx="10" fill="#b91c1c"/>' +
    '<rect x="9" y="7" width="46" height="46" rx="10" fill="#ef4444"/>' +
    '<g fill="#fff"><circle cx="20" cy="18" r="4.5"/><circle cx="44" cy="18" r="4.5"/><circle cx="32" cy="30" r="4.5"/><circle cx="20" cy="42" r="4.5"/><circle cx="44" cy="42" r="4.5"/></g>',
};

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The gift's picture as a complete 64×64 SVG document: drawn art, or the emoji for a gift without a drawing. */
export function giftSvg(slug: string, emoji: string): string {
  const drawing = Object.hasOwn(GIFT_DRAWINGS, slug) ? GIFT_DRAWINGS[slug] : undefined;
  const body = drawing ?? `<text x="32" y="46" font-size="40" text-anchor="middle">${escapeText(emoji)}</text>`;
  return `${OPEN}${body}${CLOSE}`;
}
