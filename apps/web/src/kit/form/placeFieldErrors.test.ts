import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from './placeFieldErrors';

const error = (path: string[] | string, message = 'x') => ({ path, code: 'custom', message });

describe('server field errors placed by path prefix', () => {
  it('reach the nested field itself when the form declares it', () => {
    const { placed, unplaced } = placeFieldErrors(
      [error('body.details.then.if.2.value')],
      ['name', 'details', 'details.then.if.2.value'],
    );
    expect([...placed.keys()]).toEqual(['details.then.if.2.value']);
    expect(unplaced).toEqual([]);
  });

  it('fall back to the nearest declared parent, by whole segments', () => {
    const { placed } = placeFieldErrors(
      [error(['body', 'details', 'then', 'if', '12', 'value'])],
      ['details', 'details.then.if.1'],
    );
    expect([...placed.keys()]).toEqual(['details']);
  });

  it('keep the first error of a field and leave errors no field holds for the form', () => {
    const { placed, unplaced } = placeFieldErrors(
      [error('body.name', 'first'), error('body.name', 'second'), error('body.secret'), error('body')],
      ['name'],
    );
    expect(placed.get('name')?.message).toBe('first');
    expect(unplaced.map((detail) => detail.path)).toEqual(['body.secret', 'body']);
  });
});
