import { Alert, Paper, Stack } from '@mantine/core';
import type { PaymentFacts } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { SimulatePayment } from '../decisions/SimulatePayment';
import type { simulateDraft } from './routingSimulation';

interface RoutingSimulationProps {
  simulation: ReturnType<typeof simulateDraft> | undefined;
  onSimulate: (facts: PaymentFacts) => void;
  currency: string;
  processorName: (id: string) => string;
}

/** The sample payment of the editor and where the draft would send it (the path is lit in the tree). */
export function RoutingSimulation({
  simulation,
  onSimulate,
  currency,
  processorName,
}: RoutingSimulationProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SimulatePayment onSimulate={onSimulate} currency={currency} />
        {simulation && (
          <Alert
            color={'incomplete' in simulation || simulation.routable === false ? 'yellow' : 'green'}
            role="status"
            aria-label={t('routing.simulate.result')}
          >
            {'incomplete' in simulation
              ? t('routing.simulate.incomplete')
              : !simulation.processor
                ? t('routing.simulate.noProcessor')
                : simulation.routable === false
                  ? t('routing.simulate.unroutable', { processor: processorName(simulation.processor) })
                  : t('routing.simulate.routedTo', { processor: processorName(simulation.processor) })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
