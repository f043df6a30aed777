import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { EntityForm } from '../kit/form/EntityForm';
import { NEW_TAG_COLOR, TAG_FORM_FIELDS, tagFormSchema } from './tagView';

export function TagCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('tag');
  return (
    <SidePanel title={t('tags.create')} onClose={onClose}>
      <EntityForm
        schema={tagFormSchema}
        defaultValues={{ text: '', color: NEW_TAG_COLOR }}
        fields={TAG_FORM_FIELDS}
        submitLabelKey="form.create"
        successMessageKey="tags.created"
        onSubmit={async (values) => {
          await writes.create(values);
          onClose();
        }}
      />
    </SidePanel>
  );
}
