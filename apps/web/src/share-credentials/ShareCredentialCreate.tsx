import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { ShareCredentialForm } from './ShareCredentialForm';

/** The provider asks a merchant user for a processor's configuration. */
export function ShareCredentialCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { viewed } = useAccess();
  const writes = useResourceWrites('sharecredential');
  return (
    <SidePanel title={t('shareCredentials.create')} onClose={onClose}>
      <ShareCredentialForm
        defaultValues={{
          name: '',
          description: '',
          organisation: viewed?.id ?? '',
          user: '',
          type: 'processor',
          details: [],
        }}
        submitLabelKey="form.create"
        successMessageKey="shareCredentials.created"
        onSubmit={async (values) => {
          await writes.create(values);
          onClose();
        }}
      />
    </SidePanel>
  );
}
