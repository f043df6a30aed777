import { z } from 'zod';
import { COMPARISON_OPERATORS, RULE_NAMES } from '../decisions/conditions.js';
import { decisionVersionSchema } from '../decisions/decision-versions.js';
import { PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';

export const routingConditionSchema = z.strictObject({
  name: z.enum(RULE_NAMES),
  operator: z.enum(COMPARISON_OPERATORS),
  value: z.string().min(1),
});

export interface RoutingNode {
  if: z.infer<typeof routingConditionSchema>[];
  then: RoutingNode | string;
  else: RoutingNode | string;
}

/**
 * The size of a tree a write or a backtest takes: levels of nodes, nodes in all, conditions in one
 * node, characters of a value. Beyond them a tree is neither readable in the editor nor cheap to
 * evaluate on every payment. Stored trees are read whatever their size.
 */
export const ROUTING_TREE_LIMITS = { depth: 32, nodes: 500, conditions: 20, length: 500 } as const;

/** A node's `then`/`else` is another node or a processor id (an endpoint). */
export const routingNodeSchema: z.ZodType<RoutingNode> = z.lazy(() =>
  z.strictObject({
    if: z.array(routingConditionSchema).min(1),
    then: z.union([routingNodeSchema, z.uuid()]),
    else: z.union([routingNodeSchema, z.uuid()]),
  }),
);

/**
 * A tree as a write or a backtest takes it: within ROUTING_TREE_LIMITS, the first level too deep named
 * at its node (`then.else.then`). The body's nesting is bounded at the edge, so the parse above it is.
 */
export const routingTreeSchema = routingNodeSchema.superRefine((tree, context) => {
  let nodes = 0;
  const pending: { node: RoutingNode; path: string[] }[] = [{ node: tree, path: [] }];
  while (pending.length > 0) {
    const { node, path } = pending.pop()!;
    nodes += 1;
    if (path.length >= ROUTING_TREE_LIMITS.depth) {
      context.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: ROUTING_TREE_LIMITS.depth,
        path,
        message: `A tree has at most ${ROUTING_TREE_LIMITS.depth} levels`,
      });
      return;
    }
    if (node.if.length > ROUTING_TREE_LIMITS.conditions) {
      context.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: ROUTING_TREE_LIMITS.conditions,
        path: [...path, 'if'],
        message: `A node has at most ${ROUTING_TREE_LIMITS.conditions} conditions`,
      });
    }
    node.if.forEach(({ value }, index) => {
      if (value.length > ROUTING_TREE_LIMITS.length) {
        context.addIssue({
          code: 'too_big',
          origin: 'string',
          maximum: ROUTING_TREE_LIMITS.length,
          path: [...path, 'if', index, 'value'],
          message: `A value has at most ${ROUTING_TREE_LIMITS.length} characters`,
        });
      }
    });
    for (const branch of ['then', 'else'] as const) {
      const next = node[branch];
      if (typeof next !== 'string') pending.push({ node: next, path: [...path, branch] });
    }
  }
  if (nodes > ROUTING_TREE_LIMITS.nodes) {
    context.addIssue({
      code: 'too_big',
      origin: 'array',
      maximum: ROUTING_TREE_LIMITS.nodes,
      message: `A tree has at most ${ROUTING_TREE_LIMITS.nodes} nodes (this one has ${nodes})`,
    });
  }
});

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
  details: routingTreeSchema,
});
export const updateRoutingSchema = createRoutingSchema.omit({ organisation: true }).partial();
