export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

function isEmpty(value: QueryValue): value is null | undefined | '' {
  return value === undefined || value === null || value === '';
}

/**
 * The resource conventions of 000 §7: empty parameters are dropped and arrays are sent with a `[]` suffix
 * (`status[]=A&status[]=B`). A key that already ends in `[]` is kept as it is.
 */
export function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const name = key.endsWith('[]') ? key : `${key}[]`;
      for (const item of value) if (!isEmpty(item)) params.append(name, String(item));
    } else if (!isEmpty(value as QueryValue)) {
      params.append(key, String(value));
    }
  }
  return params;
}
