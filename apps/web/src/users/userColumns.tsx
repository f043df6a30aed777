import { DateTime } from '../kit/format/DateTime';
import { StatusTag } from '../kit/format/StatusTag';
import { createdAtColumn, organisationColumn, textColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import type { UserRow } from './userView';

export const USER_COLUMNS: readonly ListColumn<UserRow>[] = [
  textColumn('user', 'name'),
  textColumn('user', 'email'),
  {
    id: 'status',
    labelKey: 'fields:user.status',
    render: (row) => <StatusTag family="user" status={row.status} />,
    csv: (row) => row.status,
  },
  {
    id: 'roles',
    labelKey: 'fields:user.roles',
    render: (row) => row.roles.join(', '),
    csv: (row) => row.roles.join(' '),
    hiddenByDefault: true,
  },
  {
    id: 'last_login_at',
    labelKey: 'fields:user.last_login_at',
    sortField: 'last_login_at',
    render: (row) => row.last_login_at && <DateTime value={row.last_login_at} />,
    csv: (row) => row.last_login_at ?? '',
  },
  organisationColumn('user', { hiddenByDefault: true }),
  createdAtColumn('user'),
];
