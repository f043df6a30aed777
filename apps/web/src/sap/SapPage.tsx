import { createSapOnboardingSchema, SAP_NEXT_STATUSES, updateSapOnboardingSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { SidePanel } from '../kit/detail/SidePanel';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import { ListPage } from '../kit/list/ListPage';
import { SAP_ONBOARDING_FIELDS } from './sapOnboardingFields';

const createFormSchema = createSapOnboardingSchema.omit({ organisation: true });

/**
 * The optional SAP module (000 §1, shown only to organisations with the module): onboardings of the
 * merchant in the provider's SAP system; a record moves CREATED → ONBOARDED (with SAP's customer number)
 * → DELETED.
 */
export function SapPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('saponboarding');
  return (
    <ListPage
      title={t('routes.sap')}
      resource="saponboarding"
      tableId="sap-onboardings"
      fields={SAP_ONBOARDING_FIELDS}
      defaultSort="-created_at"
      renderDetail={(id, close) => (
        <RecordDrawer
          resource="saponboarding"
          id={id}
          fields={SAP_ONBOARDING_FIELDS}
          onClose={close}
          title={(onboarding) => onboarding?.company_code ?? t('routes.sap')}
          edit={
            may('saponboarding.update')
              ? (onboarding, done) => (
                  <EntityForm
                    schema={updateSapOnboardingSchema}
                    defaultValues={{
                      status: onboarding.status,
                      sap_customer_number: onboarding.sap_customer_number ?? '',
                    }}
                    fields={[
                      {
                        name: 'status',
                        labelKey: 'fields:saponboarding.status',
                        kind: 'select',
                        required: true,
                        options: [onboarding.status, ...SAP_NEXT_STATUSES[onboarding.status]].map(
                          (value) => ({
                            value,
                            label: t(`status.${value}`),
                          }),
                        ),
                      },
                      {
                        name: 'sap_customer_number',
                        labelKey: 'fields:saponboarding.sap_customer_number',
                        kind: 'text',
                      },
                    ]}
                    submitLabelKey="form.save"
                    successMessageKey="form.saved"
                    secondary={<CancelButton onClick={done} />}
                    onSubmit={async (values) => {
                      await writes.update(onboarding.id, values);
                      done();
                    }}
                  />
                )
              : undefined
          }
        />
      )}
      {...(may('saponboarding.create') && {
        create: {
          labelKey: 'admin.sap.create',
          render: (close) => (
            <SidePanel title={t('admin.sap.create')} onClose={close}>
              <EntityForm
                schema={createFormSchema}
                defaultValues={{ company_code: '' }}
                fields={[
                  {
                    name: 'company_code',
                    labelKey: 'fields:saponboarding.company_code',
                    kind: 'text',
                    required: true,
                  },
                ]}
                submitLabelKey="form.create"
                successMessageKey="form.saved"
                onSubmit={async (values) => {
                  await writes.create(values);
                  close();
                }}
              />
            </SidePanel>
          ),
        },
      })}
    />
  );
}
