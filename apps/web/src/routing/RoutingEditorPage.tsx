import { Alert, Center, Loader } from '@mantine/core';
import { scopeOfPath } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { errorMessage } from '../kit/api/errorMessage';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { Icon } from '../kit/icons/Icon';
import { RoutingEditor } from './RoutingEditor';
import { RoutingVersions } from './RoutingVersions';

const listPathOf = (pathname: string) => `${scopeOfPath(pathname).basePath}intelligent-routing`;

/** 002 §2 intelligent-routing/new: a new routing starts with one node, amount and != (002 §4). */
export function RoutingNewPage() {
  return <RoutingEditor listPath={listPathOf(useLocation().pathname)} />;
}

/** 002 §2 intelligent-routing/{routeId}: the saved routing, read-only until Edit, with its history. */
export function RoutingEditPage() {
  const { t } = useTranslation();
  const listPath = listPathOf(useLocation().pathname);
  const id = useParams().routeId ?? '';
  const may = usePermission();
  const { data, isLoading, error, refetch } = useRecord('routing', id);
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!data) {
    return (
      <Alert color="red" icon={<Icon name="alert" />} role="alert">
        {errorMessage(t, error)}
      </Alert>
    );
  }
  return (
    <RoutingEditor key={`${data.id}:${data.updated_at}`} routing={data} listPath={listPath}>
      <RoutingVersions id={data.id} canRollBack={may('routing.rollback')} onRolledBack={() => refetch()} />
    </RoutingEditor>
  );
}
