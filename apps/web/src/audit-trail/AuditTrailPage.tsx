import { SegmentedControl } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { AUDIT_CHANGE_FIELDS } from './auditChangeFields';
import { AUDIT_TRAIL_FIELDS } from './auditTrailFields';

const AuditTrailDetail = lazy(() =>
  import('./AuditTrailDetail').then((module) => ({ default: module.AuditTrailDetail })),
);
const AuditChangeDetail = lazy(() =>
  import('./AuditChangeDetail').then((module) => ({ default: module.AuditChangeDetail })),
);

/** The screen's two views: the API calls (002 §2) and the changes people made (issue 13). */
const VIEW_PARAM = 'view';
const PAGE_PARAMS = [VIEW_PARAM] as const;

/** The resources whose changes the Changes view offers as a filter: configuration people change. */
const CHANGED_RESOURCES = [
  'routing',
  'validationruleset',
  'paymentprofile',
  'apikey',
  'user',
  'organisation',
  'processor',
  'failover',
  'middleware',
  'webhook',
  'tag',
] as const;

const CALL_AUTHENTICATIONS = ['api', 'jwt', 'none'] as const;

function CallsList() {
  const { t } = useTranslation();
  const filters = useMemo<FilterDefinition<'audittrail'>[]>(
    () => [
      { kind: 'dateRange', field: 'created_at', labelKey: 'fields:audittrail.created_at' },
      { kind: 'text', field: 'transaction', labelKey: 'fields:audittrail.transaction' },
      { kind: 'text', field: 'destination', labelKey: 'fields:audittrail.destination' },
      { kind: 'text', field: 'route', labelKey: 'fields:audittrail.route' },
      { kind: 'text', field: 'type', labelKey: 'fields:audittrail.type' },
      { kind: 'numberRange', field: 'response_code', labelKey: 'fields:audittrail.response_code' },
      {
        kind: 'multiSelect',
        field: 'authentication',
        labelKey: 'fields:audittrail.authentication',
        options: CALL_AUTHENTICATIONS.map((value) => ({
          value,
          label: t(`auditTrail.authentication.${value}`),
        })),
      },
    ],
    [t],
  );
  return (
    <ListPage
      title={t('routes.auditTrail')}
      resource="audittrail"
      tableId="audittrail"
      fields={AUDIT_TRAIL_FIELDS}
      filters={filters}
      pageParams={PAGE_PARAMS}
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <AuditTrailDetail id={id} onClose={close} />
        </Suspense>
      )}
    />
  );
}

function ChangesList() {
  const { t } = useTranslation();
  const filters = useMemo<FilterDefinition<'auditchange'>[]>(
    () => [
      { kind: 'dateRange', field: 'created_at', labelKey: 'fields:auditchange.created_at' },
      {
        kind: 'multiSelect',
        field: 'resource',
        labelKey: 'fields:auditchange.resource',
        options: CHANGED_RESOURCES.map((value) => ({ value, label: t(`auditTrail.resources.${value}`) })),
      },
      { kind: 'text', field: 'resource_id', labelKey: 'fields:auditchange.resource_id' },
    ],
    [t],
  );
  return (
    <ListPage
      title={t('auditTrail.views.changes')}
      resource="auditchange"
      tableId="auditchange"
      fields={AUDIT_CHANGE_FIELDS}
      filters={filters}
      pageParams={PAGE_PARAMS}
      // Changes people made: what keys and jobs do is in the calls and in each payment's timeline.
      fixedQuery={{ actor_kind: 'user' }}
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <AuditChangeDetail id={id} onClose={close} />
        </Suspense>
      )}
    />
  );
}

/**
 * 002 §2 audit trail (PSP_ALL or PSP_AUDITTRAIL_LIST), provider-wide and inside a merchant: every API
 * call with its request and response, and, in the Changes view, who changed what with before and after.
 */
export function AuditTrailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = params.get(VIEW_PARAM) === 'changes' ? 'changes' : 'calls';
  return (
    <>
      <SegmentedControl
        aria-label={t('auditTrail.views.label')}
        mb="sm"
        value={view}
        // A view starts with its own filters; the calls open on their last month again (002 §9).
        onChange={(next) => navigate(next === 'changes' ? `?${VIEW_PARAM}=changes` : '?')}
        data={[
          { value: 'calls', label: t('auditTrail.views.calls') },
          { value: 'changes', label: t('auditTrail.views.changes') },
        ]}
      />
      {view === 'changes' ? <ChangesList /> : <CallsList />}
    </>
  );
}
