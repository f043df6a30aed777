import { DateTime } from '../kit/format/DateTime';
import type { ListColumn } from '../kit/list/ListColumn';
import { DefaultToggle } from './DefaultToggle';
import { PreviewButton } from './PreviewButton';
import type { WelcomeMailRow } from './welcomeMailView';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** 000 §2: the default columns only for users who may update (PSP_ALL, PSP_WELCOME_MAIL_ALL or _UPDATE). */
export function welcomeMailColumns(mayUpdate: boolean): readonly ListColumn<WelcomeMailRow>[] {
  return [
    {
      id: 'name',
      labelKey: 'fields:welcomeMail.name',
      sortField: 'name',
      render: (row) => row.name,
      csv: (row) => row.name,
    },
    ...(mayUpdate
      ? [
          {
            id: 'psp_default',
            labelKey: 'fields:welcomeMail.psp_default',
            render: (row: WelcomeMailRow) => <DefaultToggle row={row} flag="psp_default" />,
            csv: (row: WelcomeMailRow) => yesNo(row.psp_default),
          },
          {
            id: 'default',
            labelKey: 'fields:welcomeMail.default',
            render: (row: WelcomeMailRow) => <DefaultToggle row={row} flag="default" />,
            csv: (row: WelcomeMailRow) => yesNo(row.default),
          },
        ]
      : []),
    {
      id: 'preview',
      labelKey: 'welcomeMails.preview',
      render: (row) => <PreviewButton row={row} />,
      csv: () => '',
    },
    {
      id: 'updated_at',
      labelKey: 'fields:welcomeMail.updated_at',
      sortField: 'updated_at',
      render: (row) => <DateTime value={row.updated_at} />,
      csv: (row) => row.updated_at,
    },
  ];
}
