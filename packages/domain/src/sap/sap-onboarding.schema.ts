import { z } from 'zod';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';
import { statusesOf } from '../statuses/status-catalogue.js';

/** The optional SAP module (000 §1): a merchant onboarded as a customer in the provider's SAP system. */
export const SAP_STATUSES = statusesOf('sap');

/** What may follow what: CREATED → ONBOARDED → DELETED, or CREATED → DELETED; DELETED is final. */
export const SAP_NEXT_STATUSES: Readonly<Record<(typeof SAP_STATUSES)[number], readonly string[]>> = {
  CREATED: ['ONBOARDED', 'DELETED'],
  ONBOARDED: ['DELETED'],
  DELETED: [],
};

export const sapOnboardingSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  company_code: z.string(),
  sap_customer_number: z.string().nullable(),
  status: z.enum(SAP_STATUSES),
  updated_at: timestamp(),
});
export type SapOnboarding = z.infer<typeof sapOnboardingSchema>;

export const createSapOnboardingSchema = z.object({
  organisation: z.uuid().optional(),
  /** The SAP company code the merchant is booked in: four characters. */
  company_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}$/, 'invalidCompanyCode'),
});

/** Onboarding sets the SAP customer number SAP gave; deleting needs nothing more. */
export const updateSapOnboardingSchema = z
  .object({
    status: z.enum(SAP_STATUSES).optional(),
    /** Blank (a form's empty field) leaves it as it is. */
    sap_customer_number: z
      .string()
      .trim()
      .regex(/^\d{6,10}$/, 'invalidCustomerNumber')
      .or(z.literal('').transform(() => undefined))
      .optional(),
  })
  .strict();
