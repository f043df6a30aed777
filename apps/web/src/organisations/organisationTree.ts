import type { Organisation } from '@psp/domain';
import { refId } from '@psp/domain';

export interface OrganisationNode {
  organisation: Organisation;
  children: OrganisationNode[];
}

/**
 * The organisations of a scope as a tree, each level by name. The roots are the ones whose parent lies
 * outside the list: the organisation of the scope (its parent is the provider or out of sight).
 */
export function organisationTree(organisations: readonly Organisation[]): OrganisationNode[] {
  const nodes = new Map(
    organisations.map((organisation) => [organisation.id, { organisation, children: [] }]),
  );
  const roots: OrganisationNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(refId(node.organisation.parent) ?? '');
    (parent ? parent.children : roots).push(node);
  }
  const byName = (a: OrganisationNode, b: OrganisationNode) =>
    a.organisation.name.localeCompare(b.organisation.name);
  for (const node of nodes.values()) node.children.sort(byName);
  return roots.sort(byName);
}

/** The organisation and everything below it: what may not become its parent. */
export function subtreeIds(node: OrganisationNode): string[] {
  return [node.organisation.id, ...node.children.flatMap(subtreeIds)];
}

/** Every node of the tree, parents before their children. */
export function flattenTree(roots: readonly OrganisationNode[]): OrganisationNode[] {
  return roots.flatMap((node) => [node, ...flattenTree(node.children)]);
}
