import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { EntityForm } from '../kit/form/EntityForm';
import { middlewareFormFields, middlewareFormSchema } from './middlewareView';

export function MiddlewareCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('middleware');
  return (
    <SidePanel title={t('middlewares.create')} onClose={onClose}>
      <EntityForm
        schema={middlewareFormSchema}
        defaultValues={{ name: '', active: true }}
        fields={middlewareFormFields(t)}
        submitLabelKey="form.create"
        successMessageKey="middlewares.created"
        onSubmit={async (values) => {
          await writes.create(values);
          onClose();
        }}
      />
    </SidePanel>
  );
}
