import { refName } from '@psp/domain';
import { createdAtColumn, organisationColumn, textColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import { productOrSettlementType, type ShareCredentialRow, valuesFilled } from './shareCredentialView';

const field = (name: string) => `fields:sharecredential.${name}`;

export const SHARE_CREDENTIAL_COLUMNS: readonly ListColumn<ShareCredentialRow>[] = [
  textColumn('sharecredential', 'name'),
  textColumn('sharecredential', 'type'),
  textColumn('sharecredential', 'gateway'),
  {
    id: 'product',
    labelKey: 'shareCredentials.productOrType',
    render: productOrSettlementType,
    csv: productOrSettlementType,
  },
  {
    id: 'user',
    labelKey: field('user'),
    render: (row) => refName(row.user),
    csv: (row) => refName(row.user) ?? '',
  },
  { id: 'values', labelKey: 'shareCredentials.valuesFilled', render: valuesFilled, csv: valuesFilled },
  organisationColumn('sharecredential', { hiddenByDefault: true }),
  createdAtColumn('sharecredential'),
];
