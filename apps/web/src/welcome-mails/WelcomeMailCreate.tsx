import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { WelcomeMailForm } from './WelcomeMailForm';

export function WelcomeMailCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('welcomemail');
  return (
    <SidePanel title={t('welcomeMails.create')} onClose={onClose}>
      <WelcomeMailForm
        defaultValues={{ name: '', content: '' }}
        submitLabelKey="form.create"
        successMessageKey="welcomeMails.created"
        onSubmit={async (values) => {
          await writes.create(values);
          onClose();
        }}
      />
    </SidePanel>
  );
}
