import { Badge, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ConditionTrace, DecisionTrace } from '@psp/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConditionLabels } from '../decisions/useConditionLabels';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { ListStatus } from '../kit/list/ListStatus';

function Matched({ matched }: { matched: boolean }) {
  const { t } = useTranslation();
  return (
    // A dot badge, as statuses are shown: light green text on light green is below AA contrast.
    <Badge variant="dot" color={matched ? 'green' : 'gray'} radius="sm" tt="none">
      {t(matched ? 'trace.matched' : 'trace.notMatched')}
    </Badge>
  );
}

/** Conditions as evaluated: the rule, what it asked, what the payment had, in the reader's words. */
export function ConditionTraceTable({
  conditions,
  caption,
  currency,
}: {
  conditions: readonly ConditionTrace[];
  caption: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const labels = useConditionLabels();
  return (
    <Table fz="sm" withTableBorder>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('trace.condition')}</Table.Th>
          <Table.Th>{t('trace.actual')}</Table.Th>
          <Table.Th>{t('trace.result')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {conditions.map((condition, index) => (
          // Conditions have no id; their order is their identity in a stored trace.
          // biome-ignore lint/suspicious/noArrayIndexKey: a trace never reorders
          <Table.Tr key={index}>
            <Table.Td>{labels.describe(condition, currency)}</Table.Td>
            <Table.Td>{labels.valueText(condition.name, condition.actual, currency)}</Table.Td>
            <Table.Td>
              <Matched matched={condition.matched} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const processorName = (record: { name: string }) => record.name;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The version of a ruleset or routing a payment was decided by; nothing for payments made before versions. */
function VersionOf({ version }: { version: number | null | undefined }) {
  const { t } = useTranslation();
  if (version == null) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('trace.version', { version })}
    </Text>
  );
}

/**
 * Why the engine did what it did with a payment: the rulesets and their conditions, the routing path,
 * the middlewares and every processor attempt, as the engine stored them when it decided.
 */
export function DecisionTraceView({ trace, currency }: { trace: DecisionTrace | null; currency: string }) {
  const { t } = useTranslation();
  const may = usePermission();
  // Processors by name where the user may list them; their ids otherwise.
  const { options } = useResourceOptions(
    'processor',
    { _limit: '1000' },
    processorName,
    may('processor.list'),
  );
  const names = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  const processor = (id: string) => names.get(id) ?? id;
  // The routing by name where the user may list routings; its id otherwise.
  const routings = useResourceOptions('routing', { _limit: '1000' }, processorName, may('routing.list'));
  const routingName = (id: string) => routings.options.find((option) => option.value === id)?.label ?? id;
  if (!trace) return <ListStatus kind="empty" />;
  const none = (
    <Text size="sm" c="dimmed">
      {t('trace.none')}
    </Text>
  );
  return (
    <Stack gap="lg">
      <Section title={t('trace.rulesets')}>
        {trace.rulesets.length === 0
          ? none
          : trace.rulesets.map((ruleset) => (
              <Stack key={ruleset.ruleset} gap={4}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {ruleset.name}
                  </Text>
                  <VersionOf version={ruleset.version} />
                  <Badge variant="outline" radius="sm" tt="none">
                    {t(`trace.action.${ruleset.action}`)}
                  </Badge>
                  <Matched matched={ruleset.matched} />
                </Group>
                <ConditionTraceTable conditions={ruleset.rules} caption={ruleset.name} currency={currency} />
              </Stack>
            ))}
        {trace.skipped_rulesets.map((skipped) => (
          <Text key={skipped.ruleset} size="sm" c="orange">
            {t('trace.skipped', { ruleset: skipped.ruleset, issue: skipped.issue })}
          </Text>
        ))}
      </Section>
      <Section title={t('trace.routing')}>
        {trace.blocked ? (
          <Text size="sm">{t(`trace.blockedBy.${trace.blocked.by}`, { name: trace.blocked.name })}</Text>
        ) : trace.routing ? (
          <Stack gap={4}>
            {trace.routing.routing && (
              <Group gap="xs">
                <Text size="sm">{t('trace.byRouting')}</Text>
                <Text size="sm" fw={600}>
                  {routingName(trace.routing.routing)}
                </Text>
                <VersionOf version={trace.routing.version} />
              </Group>
            )}
            <Text size="sm">
              {t('trace.routedTo')}{' '}
              <Code>
                {trace.routing.processor ? processor(trace.routing.processor) : t('trace.noProcessor')}
              </Code>
            </Text>
            {trace.routing.path.map((step, index) => (
              <ConditionTraceTable
                // biome-ignore lint/suspicious/noArrayIndexKey: a path is a fixed sequence of steps
                key={index}
                conditions={step.conditions}
                caption={t('trace.step', { step: index + 1, branch: step.branch })}
                currency={currency}
              />
            ))}
          </Stack>
        ) : (
          none
        )}
      </Section>
      <Section title={t('trace.middlewares')}>
        {trace.middlewares.length === 0
          ? none
          : trace.middlewares.map((middleware) => (
              <Group key={middleware.middleware} gap="xs">
                <Text size="sm" fw={600}>
                  {middleware.name}
                </Text>
                <Badge variant="outline" radius="sm" tt="none">
                  {t(`middlewares.type.${middleware.type}`, { defaultValue: middleware.type })}
                </Badge>
                {middleware.score !== undefined && (
                  <Text size="sm">
                    {t('trace.score', { score: middleware.score, threshold: middleware.threshold })}
                  </Text>
                )}
                {middleware.block && <Badge color="red">{t('trace.blocked')}</Badge>}
                {middleware.challenge && <Badge color="violet">{t('trace.challenged')}</Badge>}
                {middleware.skipped && (
                  <Text size="sm" c="dimmed">
                    {middleware.skipped}
                  </Text>
                )}
              </Group>
            ))}
      </Section>
      <Section title={t('trace.attempts')}>
        {trace.attempts.length === 0 ? (
          none
        ) : (
          <Table fz="sm" withTableBorder>
            <Table.Caption>{t('trace.attempts')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('fields:transaction.processor')}</Table.Th>
                <Table.Th>{t('trace.outcome')}</Table.Th>
                <Table.Th>{t('fields:transaction.processor_id_external')}</Table.Th>
                <Table.Th ta="right">{t('trace.duration')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trace.attempts.map((attempt) => (
                <Table.Tr key={attempt.attempt}>
                  <Table.Td>{attempt.attempt}</Table.Td>
                  <Table.Td>
                    <Code>{processor(attempt.processor)}</Code>
                  </Table.Td>
                  <Table.Td>{t(`processors.outcome.${attempt.outcome}`)}</Table.Td>
                  <Table.Td>
                    <Code>{attempt.external_id}</Code>
                  </Table.Td>
                  <Table.Td ta="right">{t('trace.milliseconds', { ms: attempt.ms })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
    </Stack>
  );
}
