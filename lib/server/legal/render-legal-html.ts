import 'server-only';
import type { LegalBlock } from './legal-document';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The allow-list renderer of legal texts: h2, p, ul/li and nothing else, every text escaped.
 * It runs when a version is written (seed, publishLegalText), so the stored html is ours and the
 * pages show it as it is, without sanitizing at render time.
 */
export function renderLegalHtml(blocks: readonly LegalBlock[]): string {
  return blocks
    .map((block) => {
      if ('h' in block) return `<h2>${escapeHtml(block.h)}</h2>`;
      if ('p' in block) return `<p>${escapeHtml(block.p)}</p>`;
      return `<ul>${block.ul.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    })
    .join('\n');
}

/**
 * The download (§7 asset/legal-text/download): one version as a complete, standalone HTML
 * document with its title and version, readable offline.
 */
export function standaloneLegalHtml(text: { title: string; version: number; language: string; html: string; validFrom: string; versionLabel: string }): string {
  const title = escapeHtml(text.title);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(text.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title} – ${escapeHtml(text.versionLabel)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;line-height:1.55;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:1.8rem}</style>',
    '</head>',
    '<body>',
    `<h1>${title}</h1>`,
    `<p><small>${escapeHtml(text.versionLabel)} · ${escapeHtml(text.validFrom)}</small></p>`,
    text.html,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
