import { merchantScopeBase, scopeOfPath } from './scope.js';

/** The part of URLSearchParams this rule reads. */
export interface QueryReader {
  get(name: string): string | null;
}

/**
 * 001 §2.2: a URL carrying `_download=true` and an `id` goes to the download page of that report. A provider
 * user outside a merchant scope is taken into the merchant named by `_organisation`. Returns undefined when
 * the URL is not a download link.
 */
export function downloadRedirectPath(
  pathname: string,
  params: QueryReader,
  isProvider: boolean,
): string | undefined {
  const id = params.get('id');
  if (params.get('_download') !== 'true' || !id) return undefined;
  const target = `reports/transactions/${encodeURIComponent(id)}/download`;
  const scope = scopeOfPath(pathname);
  const organisation = params.get('_organisation');
  if (isProvider && scope.kind !== 'merchantAsProvider' && organisation) {
    return `${merchantScopeBase(organisation)}${target}`;
  }
  return `${scope.basePath}${target}`;
}
