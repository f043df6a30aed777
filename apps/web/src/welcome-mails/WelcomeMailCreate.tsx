import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { FormDrawer } from '../kit/form/FormDrawer';
import { WelcomeMailForm } from './WelcomeMailForm';
import type { WelcomeMailRow } from './welcomeMailView';

export function WelcomeMailCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites<WelcomeMailRow>('welcomemail');
  return (
    <FormDrawer title={t('welcomeMails.create')} onClose={onClose}>
      <WelcomeMailForm
        defaultValues={{ name: '', content: '' }}
        submitLabelKey="form.create"
        successMessageKey="welcomeMails.created"
        onSubmit={async (values) => {
          await writes.create(values);
          onClose();
        }}
      />
    </FormDrawer>
  );
}
