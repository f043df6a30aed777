import { defineFields } from '../kit/fields/defineFields';

/** The SAP module's onboardings (000 §1): company code, SAP customer number, status. */
export const SAP_ONBOARDING_FIELDS = defineFields(
  'saponboarding',
  [
    { name: 'id', kind: 'id', detail: true },
    { name: 'organisation', kind: 'reference', list: {}, detail: true },
    { name: 'company_code', kind: 'text', list: { sortable: true }, detail: true, form: { required: true } },
    { name: 'sap_customer_number', kind: 'text', list: {}, detail: true },
    { name: 'status', kind: 'status', family: 'sap', list: { sortable: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'updated_at', kind: 'dateTime', detail: true },
  ],
  { populate: ['organisation'] },
);
