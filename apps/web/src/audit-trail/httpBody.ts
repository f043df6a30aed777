/** How a recorded body is shown (002 §2): the format selector's choices. */
export const BODY_FORMATS = ['json', 'xml', 'form', 'raw'] as const;
export type BodyFormat = (typeof BODY_FORMATS)[number];

function parsed(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function toXml(value: unknown, name: string, indent: string): string {
  const tag = /^[A-Za-z_][\w.-]*$/.test(name) ? name : 'item';
  if (Array.isArray(value)) return value.map((item) => toXml(item, tag, indent)).join('\n');
  if (value !== null && typeof value === 'object') {
    const children = Object.entries(value).map(([key, item]) => toXml(item, key, `${indent}  `));
    return `${indent}<${tag}>\n${children.join('\n')}\n${indent}</${tag}>`;
  }
  return `${indent}<${tag}>${escapeXml(value === null || value === undefined ? '' : String(value))}</${tag}>`;
}

function formPairs(value: unknown, prefix: string): [string, string][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      formPairs(item, prefix ? `${prefix}[${key}]` : key),
    );
  }
  return [[prefix, value === null || value === undefined ? '' : String(value)]];
}

/**
 * A body as text in the chosen format: JSON indented, XML (a JSON body as elements, a text body as
 * sent), form fields one per line (nested keys in brackets, as PHP and Rails send them) or as stored.
 */
export function formatBody(body: unknown, format: BodyFormat): string {
  if (body === undefined || body === null || body === '') return '';
  const value = parsed(body);
  switch (format) {
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    case 'xml':
      return typeof value === 'string' ? value : toXml(value, 'body', '');
    case 'form':
      return typeof value === 'string'
        ? value
        : formPairs(value, '')
            .map(([key, item]) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`)
            .join('\n');
    case 'raw':
      return typeof body === 'string' ? body : JSON.stringify(body);
  }
}

/** 002 §2: JSON for the payments API (`/v1/`) and for JSON bodies; the stored text otherwise. */
export function defaultBodyFormat(
  url: string,
  headers: readonly { name: string; value: string }[],
): BodyFormat {
  const type = headers.find((header) => header.name.toLowerCase() === 'content-type')?.value ?? '';
  return url.startsWith('/v1/') || type.includes('json') ? 'json' : 'raw';
}
