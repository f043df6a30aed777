import { describe, expect, it } from 'vitest';
import { checkCss } from './check-css.js';
import { createCheckoutDesignSchema } from './checkout-design.schema.js';

describe('checkCss', () => {
  it.each([
    ['.pay-button { border-radius: 8px; color: #fff }', []],
    ['body { background: url("data:image/png;base64,iVBORw0KGgo=") }', []],
    ["body { background: url('data:image/webp;base64,UklGR') }", []],
    ['a::after { content: "\\2192" }', []],
    ['body { background: url(https://tracker.example/p.gif) }', ['external_url']],
    ['body { background: url( //cdn.example/p.gif ) }', ['external_url']],
    ['body { background: url(data:image/svg+xml;utf8,<svg/>) }', ['markup', 'external_url']],
    ['body { background: URL(HTTPS://CDN.EXAMPLE/A.PNG) }', ['external_url']],
    ['body { background: \\75 rl(https://x.example/a) }', ['external_url']],
    ['body { background: u\\rl(https://x.example/a) }', ['external_url']],
    ['body { background-image: image-set("a.png" 1x) }', ['external_url']],
    ['@font-face { font-family: x; src: url(https://fonts.example/x.woff2) }', ['external_url']],
    ["@import 'x.css';", ['import']],
    ['@\\69mport "x.css";', ['import']],
    ['div { width: expression(alert(1)) }', ['expression']],
    ['div { width: expr/**/ession(alert(1)) }', ['expression']],
    ['a { background: url(javascript:alert(1)) }', ['script_url', 'external_url']],
    ['</style><script>alert(1)</script>', ['markup']],
    ['div { behavior: url(x.htc) }', ['binding', 'external_url']],
    ['div { -moz-binding: none }', ['binding']],
  ])('%s', (css, problems) => {
    expect(checkCss(css)).toEqual(problems);
  });

  it('is the rule of the css field, one issue per problem', () => {
    const result = createCheckoutDesignSchema.safeParse({ name: 'x', css: '@import "a.css"; </style>' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['css', 'css']);
  });
});
