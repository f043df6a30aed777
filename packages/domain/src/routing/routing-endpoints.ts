/** Any routing tree: stored, validated or compiled; `then`/`else` are another node or a processor id. */
interface Branches {
  then: Branches | string;
  else: Branches | string;
}

/** Processor ids a routing tree can end at, in the order they first appear. */
export function routingEndpoints(node: Branches | string): string[] {
  if (typeof node === 'string') return [node];
  return [...new Set([...routingEndpoints(node.then), ...routingEndpoints(node.else)])];
}
