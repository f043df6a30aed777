/**
 * Custom css of a checkout design runs on the payment page, so it must not be able to inject markup,
 * run script or make the customer's browser fetch anything from elsewhere (tracking, exfiltration
 * through attribute selectors). It is refused, not silently stripped: the merchant sees why.
 * The server validates with this function and the preview renders only css it accepts.
 */
export const CSS_PROBLEMS = [
  'markup',
  'import',
  'expression',
  'script_url',
  'binding',
  'external_url',
] as const;
export type CssProblem = (typeof CSS_PROBLEMS)[number];

export const CSS_PROBLEM_MESSAGES: Record<CssProblem, string> = {
  markup: 'The css may not contain the character <',
  import: 'The css may not use @import',
  expression: 'The css may not use expression()',
  script_url: 'The css may not use javascript: or vbscript: addresses',
  binding: 'The css may not use behavior or -moz-binding',
  external_url: 'The css may load images only as data:image (png, gif, jpeg or webp) urls',
};

/** Resolves css escapes (`\75 rl(` is `url(`) and drops comments, so checks see what a browser sees. */
function normalise(css: string): string {
  return css
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    })
    .replace(/\\(.)/gs, '$1')
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .toLowerCase();
}

const DATA_IMAGE = /^data:image\/(png|gif|jpeg|jpg|webp)[;,]/;
/** Css functions that fetch a resource: url() and its string-taking relatives. */
const FETCHING_FUNCTION =
  /(?:^|[^a-z0-9_-])(url|src|image-set|-webkit-image-set|image|cross-fade)\(\s*(['"]?)([^'")]*)/g;

/** The problems of a stylesheet, each once, in catalogue order; empty when it is acceptable. */
export function checkCss(css: string): CssProblem[] {
  const text = normalise(css);
  const found = new Set<CssProblem>();
  if (text.includes('<')) found.add('markup');
  if (/@import/.test(text)) found.add('import');
  if (/expression\s*\(/.test(text)) found.add('expression');
  if (/(javascript|vbscript)\s*:/.test(text)) found.add('script_url');
  if (/(^|[^a-z-])behavior\s*:|-moz-binding/.test(text)) found.add('binding');
  for (const match of text.matchAll(FETCHING_FUNCTION)) {
    const [, name, , argument = ''] = match;
    if (name !== 'url' || !DATA_IMAGE.test(argument.trim())) found.add('external_url');
  }
  return CSS_PROBLEMS.filter((problem) => found.has(problem));
}
