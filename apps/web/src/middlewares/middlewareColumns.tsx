import { useTranslation } from 'react-i18next';
import { createdAtColumn, organisationColumn, textColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import { ActiveBadge } from '../processors/processorColumns';
import type { MiddlewareRow } from './middlewareView';

export function TypeText({ type }: { type: string }) {
  const { t } = useTranslation();
  return <>{t(`middlewares.type.${type}`)}</>;
}

export const MIDDLEWARE_COLUMNS: readonly ListColumn<MiddlewareRow>[] = [
  textColumn<MiddlewareRow>('middleware', 'name'),
  organisationColumn('middleware'),
  {
    id: 'type',
    labelKey: 'fields:middleware.type',
    sortField: 'type',
    render: (row) => <TypeText type={row.type} />,
    csv: (row) => row.type,
  },
  {
    id: 'active',
    labelKey: 'fields:middleware.active',
    sortField: 'active',
    render: (row) => <ActiveBadge active={row.active} />,
    csv: (row) => String(row.active),
  },
  createdAtColumn('middleware'),
];
