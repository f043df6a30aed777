import { z } from 'zod';
import { COMPARISON_OPERATORS, RULE_NAMES } from '../decisions/conditions.js';
import { decisionVersionSchema } from '../decisions/decision-versions.js';
import { PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';

export const routingConditionSchema = z.object({
  name: z.enum(RULE_NAMES),
  operator: z.enum(COMPARISON_OPERATORS),
  value: z.string().min(1),
});

export interface RoutingNode {
  if: z.infer<typeof routingConditionSchema>[];
  then: RoutingNode | string;
  else: RoutingNode | string;
}

/** A node's `then`/`else` is another node or a processor id (an endpoint). */
export const routingNodeSchema: z.ZodType<RoutingNode> = z.lazy(() =>
  z.object({
    if: z.array(routingConditionSchema).min(1),
    then: z.union([routingNodeSchema, z.uuid()]),
    else: z.union([routingNodeSchema, z.uuid()]),
  }),
);

export const routingSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  payment_product: z.string(),
  /** Comma-separated ids of the processors the tree routes to. */
  processors: z.string(),
  details: routingNodeSchema,
  /** The current version (read-only): every save writes the next one. */
  version: z.int().min(1),
  updated_at: timestamp(),
});
export type Routing = z.infer<typeof routingSchema>;

/** A routing's version as saved: what the history shows and a rollback restores. */
export const routingContentSchema = z.object({
  name: z.string(),
  payment_product: z.string(),
  details: routingNodeSchema,
});
export type RoutingContent = z.infer<typeof routingContentSchema>;
export const routingVersionSchema = decisionVersionSchema(routingContentSchema);
export type RoutingVersion = z.infer<typeof routingVersionSchema>;

export const createRoutingSchema = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  payment_product: z.enum(PAYMENT_PRODUCTS),
  details: routingNodeSchema,
});
export const updateRoutingSchema = createRoutingSchema.omit({ organisation: true }).partial();
