import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { ListPage } from '../kit/list/ListPage';
import { ShareCredentialCreate } from './ShareCredentialCreate';
import { ShareCredentialDetail } from './ShareCredentialDetail';
import { SHARE_CREDENTIAL_FIELDS } from './shareCredentialFields';

/**
 * 000 §2 /share-credentials. A merchant user sees the provider's requests and fills in their values;
 * a provider user inside /psp/merchants/{id}/ works on that merchant's requests (its scope is the data
 * source) and edits every field.
 */
export function ShareCredentialsPage() {
  const { t } = useTranslation();
  const { me } = useAccess();
  const may = usePermission();
  return (
    <ListPage
      title={t(me.is_provider ? 'routes.shareCredentials' : 'menu.shareRequests')}
      resource="sharecredential"
      tableId="shareCredentials"
      fields={SHARE_CREDENTIAL_FIELDS}
      renderDetail={(id, close) => <ShareCredentialDetail id={id} onClose={close} />}
      {...(me.is_provider &&
        may('sharecredential.create') && {
          create: {
            labelKey: 'shareCredentials.create',
            render: (close) => <ShareCredentialCreate onClose={close} />,
          },
        })}
    />
  );
}
