import { ActionIcon, Center, Loader, Paper } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { DeleteButton } from '../kit/form/DeleteButton';
import { Icon } from '../kit/icons/Icon';
import { ListStatus } from '../kit/list/ListStatus';
import { PageHeader } from '../kit/PageHeader';
import { OrganisationDetail } from './OrganisationDetail';
import { OrganisationForm } from './OrganisationForm';
import { OrganisationTree } from './OrganisationTree';
import type { OrganisationTreeActions } from './OrganisationTreeNode';
import { flattenTree, type OrganisationNode, organisationTree } from './organisationTree';
import { organisationRefusal } from './organisationView';
import { useOrganisations } from './useOrganisations';

/** The drawer open beside the tree. */
type Panel = { kind: 'info' | 'edit'; id: string } | { kind: 'create'; parent: string };

/** 000 §2 'Manage your organisations': the scope's organisations as a tree, each with its actions. */
export function OrganisationsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const organisations = useOrganisations();
  const writes = useResourceWrites('organisation');
  const [panel, setPanel] = useState<Panel>();
  const tree = useMemo(() => organisationTree(organisations.data ?? []), [organisations.data]);
  const nodes = useMemo(() => new Map(flattenTree(tree).map((node) => [node.organisation.id, node])), [tree]);
  const close = () => setPanel(undefined);

  const deleteControl = (node: OrganisationNode) => {
    const { id, name } = node.organisation;
    return (
      <DeleteButton
        messageKey="organisations.deleteQuestion"
        messageValues={{ name }}
        onDelete={() => writes.remove(id)}
        onDeleted={close}
        refusalMessage={(error) => organisationRefusal(t, error, name)}
        trigger={(confirm) => (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('organisations.delete', { name })}
            title={t('organisations.delete', { name })}
            onClick={confirm}
          >
            <Icon name="trash" />
          </ActionIcon>
        )}
      />
    );
  };

  const actions: OrganisationTreeActions = {
    info: (node) => setPanel({ kind: 'info', id: node.organisation.id }),
    ...(may('organisation.update') && {
      edit: (node: OrganisationNode) => setPanel({ kind: 'edit', id: node.organisation.id }),
    }),
    ...(may('organisation.delete') && { deleteControl }),
    ...(may('organisation.create') && {
      add: (node: OrganisationNode) => setPanel({ kind: 'create', parent: node.organisation.id }),
    }),
  };

  const open = panel && panel.kind !== 'create' ? nodes.get(panel.id) : undefined;
  const openParent = open && nodes.get(String(open.organisation.parent));
  return (
    <>
      <PageHeader
        title={t('organisations.title')}
        actions={
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('list.refresh')}
            title={t('list.refresh')}
            onClick={() => organisations.refetch()}
            loading={organisations.isFetching}
          >
            <Icon name="refresh" />
          </ActionIcon>
        }
      />
      <Paper withBorder radius="md" p="md">
        {organisations.isError ? (
          <ListStatus kind="error" error={organisations.error} onRetry={() => organisations.refetch()} />
        ) : organisations.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : (
          <OrganisationTree roots={tree} label={t('organisations.title')} actions={actions} />
        )}
      </Paper>
      {panel?.kind === 'create' && (
        <SidePanel
          title={t('organisations.createUnder', { name: nodes.get(panel.parent)?.organisation.name })}
          onClose={close}
        >
          <OrganisationForm tree={tree} parent={panel.parent} onSaved={close} />
        </SidePanel>
      )}
      {open && (
        <OrganisationDetail
          key={`${panel?.kind}-${open.organisation.id}`}
          node={open}
          parentName={openParent?.organisation.name}
          tree={tree}
          editable={actions.edit !== undefined}
          startEditing={panel?.kind === 'edit'}
          {...(actions.deleteControl && !tree.includes(open) && { deleteControl: deleteControl(open) })}
          onClose={close}
        />
      )}
    </>
  );
}
