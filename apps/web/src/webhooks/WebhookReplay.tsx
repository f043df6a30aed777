import { Button, Group, Progress, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_TYPES, type webhookReplaySchemaOut } from '@psp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiRequest } from '../kit/api/apiRequest';
import { errorMessage } from '../kit/api/errorMessage';
import { useScopedApi } from '../kit/api/useScopedApi';
import { notificationStore } from '../kit/feedback/notificationStore';
import { statusOptions } from '../transactions/paymentFilters';

type Replay = z.infer<typeof webhookReplaySchemaOut>;
const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Bulk replay by type, delivery state, status and date range (the last 28 days by default), with its progress. */
export function WebhookReplay() {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const { organisation, scopeKey } = useScopedApi();
  const [type, setType] = useState<string | null>(null);
  const [state, setState] = useState<string | null>('failed');
  const [status, setStatus] = useState<string | null>(null);
  const [from, setFrom] = useState(isoDay(Date.now() - 28 * DAY_MS));
  const [to, setTo] = useState(isoDay(Date.now()));
  const [replayId, setReplayId] = useState<string>();
  const [starting, setStarting] = useState(false);
  const options = organisation ? { organisation } : {};
  const progress = useQuery({
    queryKey: [scopeKey, 'webhook', 'replay', replayId],
    queryFn: () => apiRequest<Replay>('GET', `webhook/replay/${replayId}`, options),
    enabled: Boolean(replayId),
    refetchInterval: (query) => (query.state.data?.finished_at ? false : 1000),
  });
  const start = async () => {
    setStarting(true);
    try {
      const replay = await apiRequest<Replay>('POST', 'webhook/replay', {
        ...options,
        body: {
          ...(type && { type }),
          ...(state && { state }),
          ...(status && { status }),
          created_from: new Date(`${from}T00:00:00`).toISOString(),
          created_to: new Date(`${to}T23:59:59.999`).toISOString(),
        },
      });
      setReplayId(replay.id);
      queries.setQueryData([scopeKey, 'webhook', 'replay', replay.id], replay);
    } catch (failure) {
      notificationStore.show({ color: 'red', message: errorMessage(t, failure) });
    } finally {
      setStarting(false);
    }
  };
  const done = progress.data;
  return (
    <Stack gap="xs" aria-labelledby="webhook-replay-title">
      <Title order={3} size="h5" id="webhook-replay-title">
        {t('webhooks.replayTitle')}
      </Title>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('fields:webhook.type')}
          placeholder={t('webhooks.anyType')}
          clearable
          value={type}
          onChange={setType}
          data={WEBHOOK_TYPES.map((value) => ({ value, label: t(`webhooks.types.${value}`) }))}
          w={180}
        />
        <Select
          label={t('fields:webhook.state')}
          placeholder={t('webhooks.anyState')}
          clearable
          value={state}
          onChange={setState}
          data={WEBHOOK_DELIVERY_STATES.map((value) => ({ value, label: t(`webhooks.states.${value}`) }))}
          w={180}
        />
        <Select
          label={t('fields:webhook.status')}
          placeholder={t('webhooks.anyStatus')}
          clearable
          searchable
          value={status}
          onChange={setStatus}
          data={statusOptions('webhook', t)}
          w={200}
        />
        <TextInput
          type="date"
          label={t('webhooks.from')}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('webhooks.to')}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <Button onClick={start} loading={starting}>
          {t('webhooks.replay')}
        </Button>
      </Group>
      {done && (
        <Stack gap={4}>
          <Progress
            value={done.total === 0 ? 100 : (done.done / done.total) * 100}
            aria-label={t('webhooks.replayProgress')}
            animated={!done.finished_at}
          />
          <Text size="sm" role="status" data-testid="webhook-replay-progress">
            {done.finished_at
              ? t('webhooks.replayFinished', { count: done.total })
              : t('webhooks.replayRunning', { done: done.done, total: done.total })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
