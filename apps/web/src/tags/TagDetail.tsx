import { Code } from '@mantine/core';
import { refName, updateTagSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
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
  const { data, isLoading, error } = useRecord<TagRow>('tag', id, TAG_POPULATE);
  const writes = useResourceWrites<TagRow>('tag');
  const field = (name: string) => `fields:tag.${name}`;
  return (
    <DetailDrawer
      title={data ? t('tags.detailTitle', { text: data.text }) : t('routes.tags')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'detail.details',
                content: (
                  <DetailFields
                    fields={[
                      { labelKey: field('id'), value: <CopyableId value={data.id} /> },
                      { labelKey: field('text'), value: <TagBadge text={data.text} color={data.color} /> },
                      { labelKey: field('color'), value: <Code>{data.color}</Code> },
                      {
                        labelKey: field('organisation'),
                        value: refName(data.organisation),
                      },
                      { labelKey: field('created_at'), value: <DateTime value={data.created_at} /> },
                      { labelKey: field('updated_at'), value: <DateTime value={data.updated_at} /> },
                    ]}
                  />
                ),
              },
            ]
          : []
      }
      {...(data &&
        may('tag.delete') && {
          actions: (
            <DeleteButton
              messageKey="tags.deleteQuestion"
              messageValues={{ text: data.text }}
              onDelete={() => writes.remove(data.id)}
              onDeleted={onClose}
            />
          ),
        })}
      {...(data &&
        may('tag.update') && {
          edit: (done: () => void) => (
            <EntityForm
              schema={updateTagSchema}
              defaultValues={{ text: data.text, color: data.color }}
              fields={TAG_FIELDS}
              submitLabelKey="form.save"
              successMessageKey="form.saved"
              secondary={<CancelButton onClick={done} />}
              onSubmit={async (values) => {
                await writes.update(data.id, values);
                done();
              }}
            />
          ),
        })}
    />
  );
}
