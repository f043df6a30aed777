import type { Organisation } from '@psp/domain';
import { describe, expect, it } from 'vitest';
import { flattenTree, organisationTree, subtreeIds } from './organisationTree';

const organisation = (id: string, name: string, parent: string | null) =>
  ({ id, name, parent }) as unknown as Organisation;

describe('organisationTree', () => {
  const rows = [
    organisation('c', 'Utrecht', 'a'),
    organisation('a', 'Bakery', 'provider'),
    organisation('d', 'Centraal', 'c'),
    organisation('b', 'Haarlem', 'a'),
  ];

  it('hangs each organisation under its parent, by name, with roots whose parent is out of sight', () => {
    const tree = organisationTree(rows);
    expect(tree.map((node) => node.organisation.name)).toEqual(['Bakery']);
    expect(tree[0]!.children.map((node) => node.organisation.name)).toEqual(['Haarlem', 'Utrecht']);
    expect(flattenTree(tree).map((node) => node.organisation.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('names a node and its descendants, which may not become its parent', () => {
    const utrecht = flattenTree(organisationTree(rows)).find((node) => node.organisation.id === 'c')!;
    expect(subtreeIds(utrecht)).toEqual(['c', 'd']);
  });
});
