import { updateTagSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import { TAG_FIELDS } from './tagFields';
import { TAG_FORM_FIELDS } from './tagView';

/** A tag's read view, edit form and delete, by the user's roles. */
export function TagDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('tag');
  return (
    <RecordDrawer
      resource="tag"
      id={id}
      fields={TAG_FIELDS}
      onClose={onClose}
      title={(tag) => (tag ? t('tags.detailTitle', { text: tag.text }) : t('routes.tags'))}
      remove={{ question: 'tags.deleteQuestion', values: (tag) => ({ text: tag.text }) }}
      edit={
        may('tag.update')
          ? (tag, done) => (
              <EntityForm
                schema={updateTagSchema}
                defaultValues={{ text: tag.text, color: tag.color }}
                fields={TAG_FORM_FIELDS}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={<CancelButton onClick={done} />}
                onSubmit={async (values) => {
                  await writes.update(tag.id, values);
                  done();
                }}
              />
            )
          : undefined
      }
    />
  );
}
