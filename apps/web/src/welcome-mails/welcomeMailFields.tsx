import { useTranslation } from 'react-i18next';
import { defineFields } from '../kit/fields/defineFields';
import { Icon } from '../kit/icons/Icon';
import { DefaultToggle } from './DefaultToggle';
import { PreviewButton } from './PreviewButton';

function CheckOrCross({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t(value ? 'common.yes' : 'common.no')} data-value={value}>
      <Icon
        name={value ? 'check' : 'close'}
        color={value ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-red-7)'}
      />
    </span>
  );
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const label = (name: string) => `fields:welcomeMail.${name}`;

/**
 * The fields of a welcome mail's list and detail (000 §2): Id, Name, the defaults as check or cross. The
 * list toggles the defaults only for users who may update (PSP_ALL, PSP_WELCOME_MAIL_ALL or _UPDATE).
 */
export function welcomeMailFields(mayUpdate: boolean) {
  return defineFields('welcomemail', [
    { name: 'id', labelKey: label('id'), kind: 'id', detail: true },
    { name: 'name', labelKey: label('name'), kind: 'text', list: { sortable: true }, detail: true },
    {
      name: 'psp_default',
      labelKey: label('psp_default'),
      kind: 'custom',
      render: (mail) => <DefaultToggle row={mail} flag="psp_default" />,
      text: (mail) => yesNo(mail.psp_default),
      ...(mayUpdate && { list: {} }),
    },
    {
      name: 'default',
      labelKey: label('default'),
      kind: 'custom',
      render: (mail) => <DefaultToggle row={mail} flag="default" />,
      text: (mail) => yesNo(mail.default),
      ...(mayUpdate && { list: {} }),
    },
    {
      name: 'default',
      labelKey: label('default'),
      kind: 'custom',
      render: (mail) => <CheckOrCross value={mail.default} />,
      text: (mail) => yesNo(mail.default),
      detail: true,
    },
    {
      name: 'psp_default',
      labelKey: label('psp_default'),
      kind: 'custom',
      render: (mail) => <CheckOrCross value={mail.psp_default} />,
      text: (mail) => yesNo(mail.psp_default),
      detail: true,
    },
    {
      // The preview of the content: a button in the list, the rendered mail below the detail.
      name: 'content',
      labelKey: 'welcomeMails.preview',
      kind: 'custom',
      render: (mail) => <PreviewButton row={mail} />,
      text: () => '',
      list: {},
    },
    { name: 'updated_at', labelKey: label('updated_at'), kind: 'dateTime', list: { sortable: true } },
  ]);
}
