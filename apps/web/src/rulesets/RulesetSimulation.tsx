import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import {
  compileRuleset,
  decideRulesets,
  type PaymentFacts,
  type RawCondition,
  type RulesetAction,
} from '@psp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimulatePayment } from '../decisions/SimulatePayment';
import { ConditionTraceTable } from '../transactions/DecisionTraceView';

interface RulesetSimulationProps {
  action: RulesetAction;
  name: string;
  rules: readonly RawCondition[];
  /** The currency a new sample payment starts in. */
  currency?: string | undefined;
}

/**
 * What the ruleset being edited would do with a sample or real payment, decided in the browser by the
 * engine's own functions (compileRuleset, decideRulesets): its verdict, and per rule what the payment
 * had and whether it matched.
 */
export function RulesetSimulation({ action, name, rules, currency }: RulesetSimulationProps) {
  const { t } = useTranslation();
  const [facts, setFacts] = useState<PaymentFacts>();
  const compiled = compileRuleset({ id: 'draft', name, action, tag: 'draft', rules });
  const decision = facts && 'ruleset' in compiled ? decideRulesets([compiled.ruleset], facts) : undefined;
  const trace = decision?.trace[0];
  return (
    <Stack gap="md">
      <SimulatePayment onSimulate={setFacts} {...(currency && { currency })} />
      {facts && 'issue' in compiled && (
        <Alert color="orange" role="status">
          {t('rulesets.simulation.incomplete', { rule: compiled.issue.rule + 1 })}
        </Alert>
      )}
      {facts && trace && (
        <Stack gap="xs" role="status" aria-label={t('rulesets.simulation.verdict')}>
          <Group gap="xs">
            <Badge color={trace.matched ? 'red' : 'gray'} variant="light" radius="sm" tt="none" size="lg">
              {t(trace.matched ? 'rulesets.simulation.matched' : 'rulesets.simulation.notMatched')}
            </Badge>
            <Text size="sm">
              {t(`rulesets.simulation.${trace.matched ? 'would' : 'wouldNot'}.${action}`)}
            </Text>
          </Group>
          <ConditionTraceTable
            conditions={trace.rules}
            caption={t('rulesets.simulation.rules')}
            currency={facts.currency_code}
          />
        </Stack>
      )}
    </Stack>
  );
}
