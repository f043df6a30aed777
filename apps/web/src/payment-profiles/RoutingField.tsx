import { Alert, Button, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import type { Routing } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../kit/icons/Icon';

type RoutingMap = Partial<Record<string, string>>;

interface RoutingFieldProps {
  enabled: boolean;
  routing: RoutingMap;
  /** Routings to choose from, by payment product. */
  routings: Readonly<Record<string, readonly Routing[]>>;
  /** Per payment product, the processors its route uses that are not on the profile. */
  invalidRoutes: Partial<Record<string, readonly string[]>>;
  /** 000 §4: disabled when creating or when there is no routing to choose. */
  disabled: boolean;
  onToggle: (enabled: boolean) => void;
  onRouteChange: (product: string, routingId: string) => void;
  onAddMissing: (processorIds: readonly string[]) => void;
  productName: (product: string) => string;
  processorName: (id: string) => string;
  /** A server error on one product's route. */
  errorOf: (product: string) => string | undefined;
}

/** 000 §2 routing tab: a switch for intelligent routing and, per payment product, a route choice. */
export function RoutingField(props: RoutingFieldProps) {
  const { enabled, routing, routings, invalidRoutes, disabled } = props;
  const { t } = useTranslation();
  const products = [...new Set([...Object.keys(routings), ...Object.keys(routing)])].sort();
  return (
    <Stack gap="md">
      <Switch
        label={t('fields:paymentprofile.intelligent_routing')}
        checked={enabled}
        disabled={disabled}
        onChange={(event) => props.onToggle(event.currentTarget.checked)}
      />
      {disabled && (
        <Text size="sm" c="dimmed">
          {t('paymentProfiles.routingDisabled')}
        </Text>
      )}
      {products.map((product) => {
        const missing = invalidRoutes[product];
        const chosen = routing[product] ?? '';
        const options = routings[product] ?? [];
        return (
          <Stack key={product} gap={6}>
            <NativeSelect
              label={t('paymentProfiles.routeFor', { product: props.productName(product) })}
              data={[
                { value: '', label: t('paymentProfiles.noRouting') },
                ...options.map((option) => ({ value: option.id, label: option.name })),
              ]}
              value={chosen}
              disabled={disabled || !enabled}
              error={props.errorOf(product)}
              onChange={(event) => props.onRouteChange(product, event.currentTarget.value)}
            />
            {missing && (
              <Alert color="red" icon={<Icon name="alert" />} role="alert" p="xs">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  {/* The text takes the room that is left; the button keeps its whole label ("Toevoegen"). */}
                  <Stack gap={2} flex={1} miw={0}>
                    <Text size="sm">{t('paymentProfiles.invalidRoute')}</Text>
                    <Text size="xs" c="dimmed">
                      {missing.map(props.processorName).join(', ')}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    style={{ flexShrink: 0 }}
                    onClick={() => props.onAddMissing(missing)}
                  >
                    {t('paymentProfiles.addMissing')}
                  </Button>
                </Group>
              </Alert>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
