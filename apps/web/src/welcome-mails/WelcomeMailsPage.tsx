import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { ListPage } from '../kit/list/ListPage';
import { WelcomeMailCreate } from './WelcomeMailCreate';
import { WelcomeMailDetail } from './WelcomeMailDetail';
import { welcomeMailFields } from './welcomeMailFields';

/** 000 §2 welcome mails (provider): the templates of the invite mail, one default per side. */
export function WelcomeMailsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const mayUpdate = may('welcomemail.update');
  const fields = useMemo(() => welcomeMailFields(mayUpdate), [mayUpdate]);
  return (
    <ListPage
      title={t('routes.welcomeMails')}
      resource="welcomemail"
      tableId="welcomeMails"
      fields={fields}
      renderDetail={(id, close) => <WelcomeMailDetail id={id} onClose={close} />}
      {...(may('welcomemail.create') && {
        create: { labelKey: 'welcomeMails.create', render: (close) => <WelcomeMailCreate onClose={close} /> },
      })}
    />
  );
}
