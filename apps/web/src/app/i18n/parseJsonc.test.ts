import { describe, expect, it } from 'vitest';
import { parseJsonc } from './parseJsonc';

describe('parseJsonc', () => {
  it('removes line and block comments but not comment marks inside strings', () => {
    const text = '// head\n{ "url": "https://example.com/*x*/", /* block */ "a": 1 // tail\n}';
    expect(parseJsonc(text)).toEqual({ url: 'https://example.com/*x*/', a: 1 });
  });

  it('keeps escaped quotes inside strings', () => {
    expect(parseJsonc('{ "q": "say \\"//hi\\"" }')).toEqual({ q: 'say "//hi"' });
  });
});
