import { refName, updateMiddlewareSchema } from '@psp/domain';
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
import { ActiveBadge } from '../processors/processorColumns';
import { TypeText } from './middlewareColumns';
import { MIDDLEWARE_POPULATE, type MiddlewareRow, middlewareFields } from './middlewareView';

/** A middleware's read view, edit form and delete, by the user's roles. */
export function MiddlewareDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('middleware');
  const field = (name: string) => `fields:middleware.${name}`;
  return (
    <RecordDrawer
      resource="middleware"
      id={id}
      populate={MIDDLEWARE_POPULATE}
      onClose={onClose}
      title={(middleware) =>
        middleware ? t('middlewares.detailTitle', { name: middleware.name }) : t('routes.middlewares')
      }
      details={(middleware) => (
        <DetailFields
          fields={[
            { labelKey: field('id'), value: <CopyableId value={middleware.id} /> },
            { labelKey: field('name'), value: middleware.name },
            { labelKey: field('organisation'), value: refName(middleware.organisation) },
            { labelKey: field('type'), value: <TypeText type={middleware.type} /> },
            { labelKey: field('active'), value: <ActiveBadge active={middleware.active} /> },
            { labelKey: field('created_at'), value: <DateTime value={middleware.created_at} /> },
            { labelKey: field('updated_at'), value: <DateTime value={middleware.updated_at} /> },
          ]}
        />
      )}
      {...(may('middleware.delete') && {
        actions: (middleware: MiddlewareRow) => (
          <DeleteButton
            messageKey="middlewares.deleteQuestion"
            messageValues={{ name: middleware.name }}
            onDelete={() => writes.remove(middleware.id)}
            onDeleted={onClose}
          />
        ),
      })}
      {...(may('middleware.update') && {
        edit: (middleware: MiddlewareRow, done: () => void) => (
          <EntityForm
            schema={updateMiddlewareSchema}
            defaultValues={{ name: middleware.name, type: middleware.type, active: middleware.active }}
            fields={middlewareFields(t)}
            submitLabelKey="form.save"
            successMessageKey="form.saved"
            secondary={<CancelButton onClick={done} />}
            onSubmit={async (values) => {
              await writes.update(middleware.id, values);
              done();
            }}
          />
        ),
      })}
    />
  );
}
