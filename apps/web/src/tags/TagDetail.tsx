import { Code } from '@mantine/core';
import { refName, updateTagSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailFields } from '../kit/detail/DetailFields';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { DeleteButton } from '../kit/form/DeleteButton';
import { EntityForm } from '../kit/form/EntityForm';
import { DateTime } from '../kit/format/DateTime';
import { TagBadge } from './TagBadge';
import { TAG_FIELDS, TAG_POPULATE, type TagRow } from './tagView';

/** A tag's read view, edit form and delete, by the user's roles. */
export function TagDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites<TagRow>('tag');
  const field = (name: string) => `fields:tag.${name}`;
  return (
    <RecordDrawer<TagRow>
      resource="tag"
      id={id}
      populate={TAG_POPULATE}
      onClose={onClose}
      title={(tag) => (tag ? t('tags.detailTitle', { text: tag.text }) : t('routes.tags'))}
      details={(tag) => (
        <DetailFields
          fields={[
            { labelKey: field('id'), value: <CopyableId value={tag.id} /> },
            { labelKey: field('text'), value: <TagBadge text={tag.text} color={tag.color} /> },
            { labelKey: field('color'), value: <Code>{tag.color}</Code> },
            { labelKey: field('organisation'), value: refName(tag.organisation) },
            { labelKey: field('created_at'), value: <DateTime value={tag.created_at} /> },
            { labelKey: field('updated_at'), value: <DateTime value={tag.updated_at} /> },
          ]}
        />
      )}
      {...(may('tag.delete') && {
        actions: (tag: TagRow) => (
          <DeleteButton
            messageKey="tags.deleteQuestion"
            messageValues={{ text: tag.text }}
            onDelete={() => writes.remove(tag.id)}
            onDeleted={onClose}
          />
        ),
      })}
      {...(may('tag.update') && {
        edit: (tag: TagRow, done: () => void) => (
          <EntityForm
            schema={updateTagSchema}
            defaultValues={{ text: tag.text, color: tag.color }}
            fields={TAG_FIELDS}
            submitLabelKey="form.save"
            successMessageKey="form.saved"
            secondary={<CancelButton onClick={done} />}
            onSubmit={async (values) => {
              await writes.update(tag.id, values);
              done();
            }}
          />
        ),
      })}
    />
  );
}
