import 'server-only';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

export type MailParts = {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string[];
  signature: string;
  footer: string;
};

/** One layout for every mail: a plain-text body and a small HTML body with the same words. */
export function renderMail(parts: MailParts): { text: string; html: string } {
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [parts.action.url, ''] : []),
    ...parts.closing.flatMap((p) => [p, '']),
    parts.signature,
    '',
    '--',
    parts.footer,
  ].join('\n');

  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const button = parts.action
    ? `<p><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:12px 20px;background:#c2185b;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(parts.action.label)}</a></p>`
    : '';
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#222">',
    p(parts.greeting),
    ...parts.paragraphs.map(p),
    button,
    ...parts.closing.map(p),
    p(parts.signature),
    `<hr><p style="font-size:12px;color:#666">${escapeHtml(parts.footer)}</p>`,
    '</body></html>',
  ].join('');
  return { text, html };
}
