import { z } from 'zod';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';
import { REPORT_STATUSES } from '../statuses/status-catalogue.js';

export const reportSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  category: z.string(),
  filters: z.record(z.string(), z.unknown()),
  status: z.enum(REPORT_STATUSES),
  count: z.int().nullable(),
  processed_at: timestamp().nullable(),
});
export type Report = z.infer<typeof reportSchema>;
