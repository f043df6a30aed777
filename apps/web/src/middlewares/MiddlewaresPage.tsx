import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { MiddlewareCreate } from './MiddlewareCreate';
import { MiddlewareDetail } from './MiddlewareDetail';
import { MIDDLEWARE_FIELDS } from './middlewareFields';
import { typeOptions } from './middlewareView';

/** Issue 9 middlewares: the steps a payment profile runs before its processor (fraud, 3-D Secure, currency). */
export function MiddlewaresPage() {
  const { t } = useTranslation();
  const may = usePermission();
  // A merchant's engine is set up inside that merchant; the provider-wide list creates none.
  const inMerchant = useAccess().scope.kind !== 'provider';
  const filters: FilterDefinition<'middleware'>[] = [
    { kind: 'multiSelect', field: 'type', labelKey: 'fields:middleware.type', options: typeOptions(t) },
  ];
  return (
    <ListPage
      title={t('routes.middlewares')}
      resource="middleware"
      tableId="middlewares"
      fields={MIDDLEWARE_FIELDS}
      filters={filters}
      renderDetail={(id, close) => <MiddlewareDetail id={id} onClose={close} />}
      {...(inMerchant &&
        may('middleware.create') && {
          create: { labelKey: 'middlewares.create', render: (close) => <MiddlewareCreate onClose={close} /> },
        })}
    />
  );
}
