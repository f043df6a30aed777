import { Anchor, Center, Loader, Text, Timeline } from '@mantine/core';
import type { PaymentTimelineEntry } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import { apiRequest } from '../kit/api/apiRequest';
import { usePermission } from '../kit/api/usePermission';
import { useScopedApi } from '../kit/api/useScopedApi';
import { DateTime } from '../kit/format/DateTime';
import { StatusTag } from '../kit/format/StatusTag';
import { statusReasonText } from '../kit/format/statusReasonText';
import { ListStatus } from '../kit/list/ListStatus';
import { HttpStatus, httpStatusColor } from './httpStatus';

function usePaymentTimeline(id: string) {
  const { scopeKey, organisation } = useScopedApi();
  return useQuery({
    queryKey: [scopeKey, 'transaction', 'timeline', id],
    queryFn: ({ signal }) =>
      apiRequest<PaymentTimelineEntry[]>('GET', `transaction/${encodeURIComponent(id)}/timeline`, {
        signal,
        ...(organisation && { organisation }),
      }),
  });
}

const KIND_COLOUR = { decision: 'blue', processor_attempt: 'cyan', webhook: 'violet' } as const;

/**
 * A payment's timeline (issue 13): its API calls, decision, processor attempts, statuses and webhooks
 * with each delivery attempt, in time order; calls open in the audit trail, webhooks in their list.
 */
export function PaymentTimeline({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const { scope } = useAccess();
  const may = usePermission();
  const timeline = usePaymentTimeline(transactionId);
  if (timeline.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  if (timeline.isError) return <ListStatus kind="error" error={timeline.error} onRetry={timeline.refetch} />;
  if (timeline.data.length === 0) return <Text c="dimmed">{t('auditTrail.timeline.empty')}</Text>;
  const open = (path: string, label: string) => (
    // Underlined: inside a line of text a link must stand out by more than its colour (axe).
    <Anchor component={Link} to={`${scope.basePath}${path}`} size="sm" underline="always">
      {label}
    </Anchor>
  );
  const item = (entry: PaymentTimelineEntry): { colour: string; title: ReactNode; body?: ReactNode } => {
    switch (entry.kind) {
      case 'api_call':
        return {
          colour: httpStatusColor(entry.response_code),
          title: t('auditTrail.timeline.api_call', { method: entry.method, route: entry.route }),
          body: (
            <>
              <HttpStatus code={entry.response_code} />{' '}
              {open(
                `audit-trail?transaction=${encodeURIComponent(transactionId)}&_open=${encodeURIComponent(entry.id)}`,
                t('auditTrail.timeline.open'),
              )}
            </>
          ),
        };
      case 'decision':
        return {
          colour: KIND_COLOUR.decision,
          title: t(
            entry.processor
              ? 'auditTrail.timeline.decision'
              : entry.rulesets_matched.some((ruleset) => ruleset.action === 'block')
                ? 'auditTrail.timeline.decisionBlocked'
                : 'auditTrail.timeline.decisionNoProcessor',
          ),
          ...(entry.rulesets_matched.length > 0 && {
            body: t('auditTrail.timeline.rulesetsMatched', {
              names: entry.rulesets_matched.map((ruleset) => ruleset.name).join(', '),
            }),
          }),
        };
      case 'processor_attempt':
        return {
          colour: KIND_COLOUR.processor_attempt,
          title: t('auditTrail.timeline.processor_attempt', {
            attempt: entry.attempt,
            outcome: t(`processors.outcome.${entry.outcome}`, { defaultValue: entry.outcome }),
            ms: entry.ms,
          }),
        };
      case 'status':
        return {
          colour: 'gray',
          title: <StatusTag family="transaction" status={entry.status} />,
          ...(entry.status_reason && { body: statusReasonText(t, entry.status_reason) }),
        };
      case 'webhook':
        return {
          colour: KIND_COLOUR.webhook,
          title: t('auditTrail.timeline.webhook', {
            type: t(`webhooks.types.${entry.type}`),
            url: entry.url,
          }),
          body: (
            <>
              {t(entry.delivered ? 'auditTrail.timeline.delivered' : 'auditTrail.timeline.pending')}{' '}
              {may('webhook.list') &&
                open(`webhooks?_open=${encodeURIComponent(entry.id)}`, t('auditTrail.timeline.open'))}
            </>
          ),
        };
      case 'webhook_attempt':
        return {
          colour: entry.status_code === null ? 'gray' : httpStatusColor(entry.status_code),
          title: t('auditTrail.timeline.webhook_attempt'),
          body:
            entry.status_code === null ? (
              t('auditTrail.timeline.noAnswer')
            ) : (
              <HttpStatus code={entry.status_code} />
            ),
        };
    }
  };
  return (
    <Timeline
      active={timeline.data.length - 1}
      bulletSize={14}
      lineWidth={2}
      aria-label={t('auditTrail.tabs.timeline')}
    >
      {timeline.data.map((entry, index) => {
        const { colour, title, body } = item(entry);
        return (
          // Entries without an id of their own (decision, attempts) keep their place in the answer.
          // biome-ignore lint/suspicious/noArrayIndexKey: the timeline is read whole, never reordered
          <Timeline.Item key={index} color={colour} title={title} data-kind={entry.kind}>
            {body && (
              <Text size="sm" c="dimmed" component="div">
                {body}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              <DateTime value={entry.at} />
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
