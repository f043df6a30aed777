import { WELCOME_MAIL_VARIABLES } from '@psp/domain';
import sanitizeHtml from 'sanitize-html';

const LINK_TARGET = /^(https?:|mailto:)/i;
const variables: ReadonlySet<string> = new Set(WELCOME_MAIL_VARIABLES);

/**
 * The formatting a welcome mail may keep: what the editor produces, no scripts, styles, event handlers
 * or images. A link points at http(s), mailto or one of the template's URL variables.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    'code',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const keep = href !== undefined && (LINK_TARGET.test(href) || variables.has(href));
      return { tagName, attribs: keep ? { ...rest, href } : rest };
    },
  },
};

export function sanitizeWelcomeMailContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
