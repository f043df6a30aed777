import { describe, expect, it } from 'vitest';
import { refId, refName } from './ref-id.js';

describe('references as screens show them', () => {
  it.each([
    ['an id that was not populated', 'o1', 'o1', 'o1'],
    ['a populated record with a name', { id: 'o1', name: 'Bakery' }, 'o1', 'Bakery'],
    ['a populated record without a name', { id: 'u1', email: 'a@b.nl' }, 'u1', 'u1'],
    ['no reference', null, undefined, undefined],
  ])('%s', (_name, value, id, name) => {
    expect(refId(value as never)).toBe(id);
    expect(refName(value as never)).toBe(name);
  });
});
