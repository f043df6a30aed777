import { updateMiddlewareSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import { MIDDLEWARE_FIELDS } from './middlewareFields';
import { middlewareFormFields } from './middlewareView';

/** A middleware's read view, edit form and delete, by the user's roles. */
export function MiddlewareDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('middleware');
  return (
    <RecordDrawer
      resource="middleware"
      id={id}
      fields={MIDDLEWARE_FIELDS}
      onClose={onClose}
      title={(middleware) =>
        middleware ? t('middlewares.detailTitle', { name: middleware.name }) : t('routes.middlewares')
      }
      remove={{ question: 'middlewares.deleteQuestion', values: (middleware) => ({ name: middleware.name }) }}
      edit={
        may('middleware.update')
          ? (middleware, done) => (
              <EntityForm
                schema={updateMiddlewareSchema}
                defaultValues={{ name: middleware.name, type: middleware.type, active: middleware.active }}
                fields={middlewareFormFields(t)}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={<CancelButton onClick={done} />}
                onSubmit={async (values) => {
                  await writes.update(middleware.id, values);
                  done();
                }}
              />
            )
          : undefined
      }
    />
  );
}
