import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../kit/icons/Icon';
import classes from './OrganisationTree.module.css';
import type { OrganisationNode } from './organisationTree';

/** What the user may do on a node; an action left out is not offered. */
export interface OrganisationTreeActions {
  info: (node: OrganisationNode) => void;
  edit?: (node: OrganisationNode) => void;
  /** The control that deletes the node after a confirmation. */
  deleteControl?: (node: OrganisationNode) => ReactNode;
  add?: (parent: OrganisationNode) => void;
}

interface NodeProps {
  node: OrganisationNode;
  isRoot?: boolean;
  actions: OrganisationTreeActions;
}

export function OrganisationTreeNode({ node, isRoot = false, actions }: NodeProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(true);
  const groupId = useId();
  const { name, locality } = node.organisation;
  const hasChildren = node.children.length > 0;
  return (
    <li aria-label={name}>
      <Group gap={4} wrap="nowrap" className={classes.row}>
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={expanded}
            aria-controls={groupId}
            aria-label={t(expanded ? 'organisations.collapse' : 'organisations.expand', { name })}
            onClick={() => setExpanded(!expanded)}
          >
            <Icon name={expanded ? 'chevronDown' : 'chevronRight'} />
          </ActionIcon>
        ) : (
          <span style={{ width: 28, flexShrink: 0 }} />
        )}
        <Icon name="building" size={16} />
        <Text fw={isRoot ? 600 : 500} truncate>
          {name}
        </Text>
        {locality && (
          <Text size="sm" c="dimmed" truncate>
            {locality}
          </Text>
        )}
        <Group gap={2} ml="auto" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('organisations.info', { name })}
            title={t('organisations.info', { name })}
            onClick={() => actions.info(node)}
          >
            <Icon name="info" />
          </ActionIcon>
          {actions.edit && (
            <ActionIcon
              variant="subtle"
              aria-label={t('organisations.edit', { name })}
              title={t('organisations.edit', { name })}
              onClick={() => actions.edit?.(node)}
            >
              <Icon name="pencil" />
            </ActionIcon>
          )}
          {!isRoot && actions.deleteControl?.(node)}
        </Group>
      </Group>
      <div id={groupId} hidden={!expanded}>
        {hasChildren && (
          <ul className={classes.group}>
            {node.children.map((child) => (
              <OrganisationTreeNode key={child.organisation.id} node={child} actions={actions} />
            ))}
          </ul>
        )}
        {actions.add && (
          <Button
            variant="subtle"
            size="compact-sm"
            fw={500}
            className={classes.add}
            leftSection={<Icon name="plus" size={14} />}
            aria-label={t('organisations.addUnder', { name })}
            onClick={() => actions.add?.(node)}
          >
            {t('organisations.add')}
          </Button>
        )}
      </div>
    </li>
  );
}
