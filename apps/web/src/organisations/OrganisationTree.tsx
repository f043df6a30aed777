import classes from './OrganisationTree.module.css';
import { type OrganisationTreeActions, OrganisationTreeNode } from './OrganisationTreeNode';
import type { OrganisationNode } from './organisationTree';

/**
 * The organisations of the scope as nested lists: each node a disclosure (its button says whether the
 * children show) with its own actions, all reachable with Tab.
 */
export function OrganisationTree({
  roots,
  label,
  actions,
}: {
  roots: readonly OrganisationNode[];
  label: string;
  actions: OrganisationTreeActions;
}) {
  return (
    <ul className={classes.tree} aria-label={label}>
      {roots.map((node) => (
        <OrganisationTreeNode key={node.organisation.id} node={node} isRoot actions={actions} />
      ))}
    </ul>
  );
}
