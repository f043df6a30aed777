import { describe, expect, it } from 'vitest';
import { defaultBodyFormat, formatBody } from './httpBody';

describe('a recorded body in each format', () => {
  const body = { amount: 1250, card: { last4: '4242' }, note: 'a<b' };
  it('indents JSON, writes XML elements, form fields and the stored text', () => {
    expect(formatBody(body, 'json')).toBe(JSON.stringify(body, null, 2));
    expect(formatBody(body, 'xml')).toBe(
      '<body>\n  <amount>1250</amount>\n  <card>\n    <last4>4242</last4>\n  </card>\n  <note>a&#60;b</note>\n</body>',
    );
    expect(formatBody(body, 'form')).toBe('amount=1250\ncard%5Blast4%5D=4242\nnote=a%3Cb');
    expect(formatBody(body, 'raw')).toBe(JSON.stringify(body));
    expect(formatBody('<html/>', 'json')).toBe('<html/>');
  });
  it('opens /v1 calls and JSON bodies as JSON, others as stored', () => {
    expect(defaultBodyFormat('/v1/transactions', [])).toBe('json');
    expect(defaultBodyFormat('/api/tag', [{ name: 'Content-Type', value: 'application/json' }])).toBe('json');
    expect(defaultBodyFormat('/api/import', [{ name: 'content-type', value: 'text/csv' }])).toBe('raw');
  });
});
