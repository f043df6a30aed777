import { Badge, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ConditionTrace, DecisionTrace } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../kit/list/ListStatus';

function Matched({ matched }: { matched: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={matched ? 'green' : 'gray'} radius="sm" tt="none">
      {t(matched ? 'trace.matched' : 'trace.notMatched')}
    </Badge>
  );
}

const valueText = (value: ConditionTrace['value'] | ConditionTrace['actual']) =>
  Array.isArray(value) ? value.join(', ') : String(value);

/** Conditions as evaluated: the rule, what it asked, what the payment had. */
function Conditions({ conditions, caption }: { conditions: readonly ConditionTrace[]; caption: string }) {
  const { t } = useTranslation();
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
            <Table.Td>
              <Code>{`${condition.name} ${condition.operator} ${valueText(condition.value)}`}</Code>
            </Table.Td>
            <Table.Td>{valueText(condition.actual)}</Table.Td>
            <Table.Td>
              <Matched matched={condition.matched} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

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

/**
 * Why the engine did what it did with a payment: the rulesets and their conditions, the routing path,
 * the middlewares and every processor attempt, as the engine stored them when it decided.
 */
export function DecisionTraceView({ trace }: { trace: DecisionTrace | null }) {
  const { t } = useTranslation();
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
                  <Badge variant="outline" radius="sm" tt="none">
                    {t(`trace.action.${ruleset.action}`)}
                  </Badge>
                  <Matched matched={ruleset.matched} />
                </Group>
                <Conditions conditions={ruleset.rules} caption={ruleset.name} />
              </Stack>
            ))}
        {trace.skipped_rulesets.map((skipped) => (
          <Text key={skipped.ruleset} size="sm" c="orange">
            {t('trace.skipped', { ruleset: skipped.ruleset, issue: skipped.issue })}
          </Text>
        ))}
      </Section>
      <Section title={t('trace.routing')}>
        {trace.routing ? (
          <Stack gap={4}>
            <Text size="sm">
              {t('trace.routedTo')} <Code>{trace.routing.processor ?? t('trace.noProcessor')}</Code>
            </Text>
            {trace.routing.path.map((step, index) => (
              <Conditions
                // biome-ignore lint/suspicious/noArrayIndexKey: a path is a fixed sequence of steps
                key={index}
                conditions={step.conditions}
                caption={t('trace.step', { step: index + 1, branch: step.branch })}
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
                    <Code>{attempt.processor}</Code>
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
