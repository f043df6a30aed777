/** The frame every mail shares: product name, a heading, paragraphs, an optional button. */
export interface MailContent {
  productName: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  footer?: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderMail(content: MailContent): { html: string; text: string } {
  const button = content.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.button.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.button.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f1f3f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;padding:32px">
<tr><td><p style="font-weight:700;color:#1c7ed6;margin:0 0 24px">${escapeHtml(content.productName)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
${content.footer ? `<p style="color:#868e96;font-size:13px;line-height:1.5">${escapeHtml(content.footer)}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
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
