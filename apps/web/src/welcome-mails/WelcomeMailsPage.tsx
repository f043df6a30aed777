import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { ListPage } from '../kit/list/ListPage';
import { WelcomeMailCreate } from './WelcomeMailCreate';
import { WelcomeMailDetail } from './WelcomeMailDetail';
import { welcomeMailColumns } from './welcomeMailColumns';

/** 000 §2 welcome mails (provider): the templates of the invite mail, one default per side. */
export function WelcomeMailsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const mayUpdate = may('welcomemail.update');
  const columns = useMemo(() => welcomeMailColumns(mayUpdate), [mayUpdate]);
  return (
    <ListPage
      title={t('routes.welcomeMails')}
      resource="welcomemail"
      tableId="welcomeMails"
      columns={columns}
      renderDetail={(id, close) => <WelcomeMailDetail id={id} onClose={close} />}
      {...(may('welcomemail.create') && {
        create: { labelKey: 'welcomeMails.create', render: (close) => <WelcomeMailCreate onClose={close} /> },
      })}
    />
  );
}
