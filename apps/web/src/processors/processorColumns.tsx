import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createdAtColumn, organisationColumn, textColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import type { ProcessorRow } from './processorView';

/** Active or not, as a badge. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="dot" radius="sm" tt="none" miw="max-content">
      {t(active ? 'processors.active' : 'processors.inactive')}
    </Badge>
  );
}

/** The forced outcome, or "by test card". */
export function OutcomeText({ outcome }: { outcome: string | null }) {
  const { t } = useTranslation();
  return <>{t(outcome ? `processors.outcome.${outcome}` : 'processors.byTestCard')}</>;
}

function Option({ value }: { value: string }) {
  const { t } = useTranslation();
  return <>{t(`shareCredentials.option.${value}`)}</>;
}

export const PROCESSOR_COLUMNS: readonly ListColumn<ProcessorRow>[] = [
  textColumn<ProcessorRow>('processor', 'name'),
  organisationColumn('processor'),
  {
    id: 'payment_product',
    labelKey: 'fields:processor.payment_product',
    sortField: 'payment_product',
    render: (row) => <Option value={row.payment_product} />,
    csv: (row) => row.payment_product,
  },
  {
    id: 'gateway',
    labelKey: 'fields:processor.gateway',
    sortField: 'gateway',
    render: (row) => <Option value={row.gateway} />,
    csv: (row) => row.gateway,
  },
  {
    id: 'active',
    labelKey: 'fields:processor.active',
    sortField: 'active',
    render: (row) => <ActiveBadge active={row.active} />,
    csv: (row) => String(row.active),
  },
  {
    id: 'simulated_outcome',
    labelKey: 'fields:processor.simulated_outcome',
    render: (row) => <OutcomeText outcome={row.simulated_outcome} />,
    csv: (row) => row.simulated_outcome ?? '',
  },
  {
    id: 'simulated_latency_ms',
    labelKey: 'fields:processor.simulated_latency_ms',
    sortField: 'simulated_latency_ms',
    align: 'right',
    render: (row) => row.simulated_latency_ms,
    csv: (row) => String(row.simulated_latency_ms),
    hiddenByDefault: true,
  },
  {
    id: 'settlement_delay_days',
    labelKey: 'fields:processor.settlement_delay_days',
    align: 'right',
    render: (row) => row.settlement_delay_days,
    csv: (row) => String(row.settlement_delay_days),
    hiddenByDefault: true,
  },
  createdAtColumn('processor'),
];
