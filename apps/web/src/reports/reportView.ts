import type { ReportFilters, RowOf } from '@psp/domain';
import { ApiError } from '../kit/api/ApiError';
import { apiResponse } from '../kit/api/apiRequest';
import { applyListChange, type ListChange } from '../kit/list/listQuery';

export type ReportRow = RowOf<'report'>;

/** A report whose job is still writing it (not failed: a failed one waits for a retry). */
export function isGenerating(report: Pick<ReportRow, 'status' | 'failure_reason'>): boolean {
  return report.status === 'PENDING' && report.failure_reason === null;
}

/** A report's filters as the list's filter parameters, which the filter bar reads. */
export function filterParamsOf(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    for (const item of typeof value === 'string' ? [value] : value) params.append(key, item);
  }
  return params;
}

/** The filter parameters after a change of the filter bar, as a report stores them. */
export function changedFilters(filters: ReportFilters, change: ListChange): ReportFilters {
  const params = applyListChange(filterParamsOf(filters), change);
  const next: ReportFilters = {};
  for (const key of new Set(params.keys())) {
    next[key] = key.endsWith('[]') ? params.getAll(key) : (params.get(key) ?? '');
  }
  return next;
}

/**
 * Saves a PROCESSED report's file. Fetched rather than followed as a link, so a provider user inside a
 * merchant sends that merchant's scope (X-Organisation) as every call does.
 */
export async function downloadReport(
  report: Pick<ReportRow, 'id' | 'name' | 'format'>,
  organisation: string | undefined,
): Promise<void> {
  const response = await apiResponse(
    'GET',
    `report/${encodeURIComponent(report.id)}/download`,
    organisation ? { organisation } : {},
    '*/*',
  );
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `${report.name}.${report.format}`,
  });
  link.click();
  URL.revokeObjectURL(url);
}

/** A size in bytes as people read it, in the interface language (1.2 MB, 1,2 MB). */
export function formatSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** Where an API refusal of a definition goes: beside the name, the filters or the columns, else above the form. */
export function definitionErrorsOf(
  error: unknown,
  message: (error: unknown) => string,
): { fields: Partial<Record<'name' | 'filters' | 'columns', string>>; general?: string } {
  if (!(error instanceof ApiError) || !error.details?.length) return { fields: {}, general: message(error) };
  const fields: Partial<Record<'name' | 'filters' | 'columns', string>> = {};
  const rest: string[] = [];
  for (const detail of error.details) {
    const path = typeof detail.path === 'string' ? detail.path.split('.') : detail.path;
    // `body.filters.status[]`: a filter key may hold dots of its own only after the field.
    const [, field, ...key] = path;
    const text = field === 'filters' && key.length ? `${key.join('.')}: ${detail.message}` : detail.message;
    if (field === 'name' || field === 'filters' || field === 'columns') {
      const before = fields[field];
      fields[field] = before ? `${before}; ${text}` : text;
    } else rest.push(text);
  }
  return { fields, ...(rest.length ? { general: rest.join('; ') } : {}) };
}
