import { escapeHtml } from '@psp/domain';

/** The frame every mail shares: product name, a heading, paragraphs, an optional button. */
export interface MailContent {
  productName: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  footer?: string;
}

/** The call-to-action button of a mail. */
export function mailButton(label: string, url: string): string {
  return `<a href="${escapeHtml(url)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;
}

export function renderMail(content: MailContent): { html: string; text: string } {
  const button = content.button
    ? `<p style="margin:24px 0">${mailButton(content.button.label, content.button.url)}</p>`
    : '';
  const html = frame(
    content.productName,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
${content.footer ? `<p style="color:#868e96;font-size:13px;line-height:1.5">${escapeHtml(content.footer)}</p>` : ''}`,
  );
  const text = [
    content.productName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...(content.footer ? [content.footer] : []),
  ].join('\n');
  return { html, text };
}

function frame(productName: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f1f3f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;padding:32px">
<tr><td><p style="font-weight:700;color:#1c7ed6;margin:0 0 24px">${escapeHtml(productName)}</p>
${body}
</td></tr></table></td></tr></table></body></html>`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The plain-text part of a mail written as (sanitised) HTML: links keep their address. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.replace(/<[^>]*>/g, '').trim() === href ? href : `${label}: ${href}`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : (ENTITIES[name] ?? entity),
    )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A mail whose body is rich text (a welcome mail template), in the shared frame. */
export function renderRichMail(productName: string, bodyHtml: string): { html: string; text: string } {
  return {
    html: frame(productName, `<div style="line-height:1.5">${bodyHtml}</div>`),
    text: `${productName}\n\n${htmlToText(bodyHtml)}`,
  };
}
