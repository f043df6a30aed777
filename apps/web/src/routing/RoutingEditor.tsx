import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { PAYMENT_PRODUCTS, type PaymentFacts, type PaymentProduct, type Routing } from '@psp/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import { SimulatePayment } from '../decisions/SimulatePayment';
import { ApiError } from '../kit/api/ApiError';
import { errorMessage } from '../kit/api/errorMessage';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { notificationStore } from '../kit/feedback/notificationStore';
import { ConfirmDialog } from '../kit/form/ConfirmDialog';
import { FormFooter } from '../kit/form/FormFooter';
import { placeFieldErrors } from '../kit/form/placeFieldErrors';
import { serverDetailMessage, type TranslatableMessage } from '../kit/form/validationMessage';
import { Icon } from '../kit/icons/Icon';
import { PageHeader } from '../kit/PageHeader';
import { RoutingBacktest } from './RoutingBacktest';
import { RoutingNodeView } from './RoutingNodeView';
import { RoutingTreeContext, type RoutingTreeState } from './RoutingTreeContext';
import {
  type DraftIssueCode,
  detailsOf,
  draftFromDetails,
  newRoutingDraft,
  type RoutingDraft,
  type RoutingFormValues,
  treeFieldNames,
  validateRoutingDraft,
} from './routingDraft';
import { simulateDraft } from './routingSimulation';
import { useRoutingSources } from './useRoutingSources';

const ISSUE_MESSAGES: Record<DraftIssueCode, TranslatableMessage> = {
  required: { key: 'form_validation.required' },
  percentage: { key: 'routing.percentage' },
  invalid_value: { key: 'form_validation.invalid' },
};

interface Snapshot {
  values: RoutingFormValues;
  draft: RoutingDraft;
}

function snapshotOf(routing: Routing | undefined): Snapshot {
  if (!routing) {
    return { values: { name: '', organisation: '', payment_product: '' }, draft: newRoutingDraft() };
  }
  return {
    values: {
      name: routing.name,
      organisation: typeof routing.organisation === 'string' ? routing.organisation : '',
      payment_product: routing.payment_product,
    },
    draft: draftFromDetails(routing.details),
  };
}

interface RoutingEditorProps {
  /** The saved routing; none for a new one. */
  routing?: Routing;
  listPath: string;
  /** Below the tree of a saved routing: its versions and the backtest. */
  children?: React.ReactNode;
}

/**
 * 002 §2 routing editor: name, organisation, payment product and the 'Conditions & rulesets' tree, with
 * Save, Undo (back to the saved routing, after a confirmation) and Go back. A saved tree is read-only
 * until Edit. Every rule of 002 §5 is checked in the browser on the exact node, and the server's errors
 * land on the same nodes. A sample payment lights up the path the engine would take.
 */
export function RoutingEditor({ routing, listPath, children }: RoutingEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, viewed } = useAccess();
  const writes = useResourceWrites('routing');
  const [saved, setSaved] = useState(() => snapshotOf(routing));
  const [values, setValues] = useState(saved.values);
  const [draft, setDraft] = useState(saved.draft);
  const [editing, setEditing] = useState(!routing);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState(new Map<string, TranslatableMessage>());
  const [formError, setFormError] = useState<string>();
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const [busy, setBusy] = useState(false);
  const [facts, setFacts] = useState<PaymentFacts>();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const sources = useRoutingSources(values.payment_product);
  const organisationRequired = !routing && sources.organisationOptions.length > 1;
  const currency = (viewed ?? me.organisation).base_currency;

  const issues = useMemo(
    () => validateRoutingDraft(values, draft.tree, organisationRequired),
    [values, draft, organisationRequired],
  );
  const errors = useMemo(() => {
    const messages = new Map<string, string>();
    const put = (path: string, message: TranslatableMessage) =>
      messages.set(path, t(message.key, message.values ?? {}));
    if (checked) for (const [path, code] of issues) put(path, ISSUE_MESSAGES[code]);
    for (const [path, message] of serverErrors) if (!messages.has(path)) put(path, message);
    return messages;
  }, [checked, issues, serverErrors, t]);
  const simulation = useMemo(() => (facts ? simulateDraft(draft.tree, facts) : undefined), [facts, draft]);

  const changeValues = (change: Partial<RoutingFormValues>) => {
    setServerErrors(new Map());
    setValues((current) => ({ ...current, ...change }));
  };
  const treeState: RoutingTreeState = {
    editing,
    update: (change) => {
      setServerErrors(new Map());
      setDraft(change);
    },
    processorOptions: sources.processorOptions,
    processorName: sources.processorName,
    errors,
    simulation: simulation && 'processor' in simulation ? simulation : undefined,
    currency,
    collapsed,
    toggle: (id) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  };

  const save = async () => {
    setChecked(true);
    setFormError(undefined);
    if (issues.size > 0) {
      setEditing(true);
      notificationStore.show({ color: 'red', message: t('routing.fixErrors', { issues: issues.size }) });
      return;
    }
    setBusy(true);
    const body = {
      name: values.name.trim(),
      payment_product: values.payment_product as PaymentProduct,
      details: detailsOf(draft.tree),
    };
    try {
      if (routing) {
        await writes.update(routing.id, body);
        setSaved({ values, draft });
        setEditing(false);
        setChecked(false);
      } else {
        const created = await writes.create({
          ...body,
          ...(values.organisation && { organisation: values.organisation }),
        });
        navigate(`${listPath}/${encodeURIComponent(created.id)}`, { replace: true });
      }
      notificationStore.show({ color: 'green', message: t('routing.saved') });
    } catch (error) {
      const details = error instanceof ApiError ? error.details : [];
      const fields = ['name', 'organisation', 'payment_product', ...treeFieldNames(draft.tree)];
      const { placed, unplaced } = placeFieldErrors(details, fields);
      setServerErrors(new Map([...placed].map(([path, detail]) => [path, serverDetailMessage(detail)])));
      if (details.length === 0 || unplaced.length > 0) setFormError(errorMessage(t, error));
      notificationStore.show({ color: 'red', message: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  };

  const undo = () => {
    setValues(saved.values);
    setDraft(saved.draft);
    setEditing(!routing);
    setChecked(false);
    setServerErrors(new Map());
    setFormError(undefined);
    setConfirmingUndo(false);
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={routing ? t('routing.editTitle', { name: saved.values.name }) : t('routes.routingNew')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<Icon name="arrowLeft" size={16} />}
              onClick={() => navigate(listPath)}
            >
              {t('routing.goBack')}
            </Button>
            <Button variant="default" onClick={() => setConfirmingUndo(true)}>
              {t('routing.undo')}
            </Button>
            <Button loading={busy} onClick={save}>
              {t('form.save')}
            </Button>
          </>
        }
      />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput
            label={t('fields:routing.name')}
            required
            value={values.name}
            onChange={(event) => changeValues({ name: event.currentTarget.value })}
            error={errors.get('name')}
          />
          {(organisationRequired || routing) && sources.organisationOptions.length > 0 && (
            <Select
              label={t('fields:routing.organisation')}
              required={organisationRequired}
              data={sources.organisationOptions}
              value={values.organisation || null}
              onChange={(organisation) => changeValues({ organisation: organisation ?? '' })}
              disabled={!!routing}
              searchable
              error={errors.get('organisation')}
            />
          )}
          <Select
            label={t('fields:routing.payment_product')}
            required
            data={PAYMENT_PRODUCTS.map((product) => ({
              value: product,
              label: t(`shareCredentials.option.${product}`),
            }))}
            value={values.payment_product || null}
            disabled={!editing}
            onChange={(product) => {
              // 002 §4: another product reloads the processors and starts the tree over.
              if ((product ?? '') === values.payment_product) return;
              changeValues({ payment_product: product ?? '' });
              setDraft(newRoutingDraft());
              setCollapsed(new Set());
            }}
            error={errors.get('payment_product')}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="routing-tree-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4" id="routing-tree-title">
            {t('routing.tree.title')}
          </Title>
          {!editing && (
            <Button
              variant="light"
              leftSection={<Icon name="pencil" size={16} />}
              onClick={() => setEditing(true)}
            >
              {t('routing.edit')}
            </Button>
          )}
        </Group>
        {values.payment_product === '' ? (
          <Text c="dimmed" size="sm">
            {t('routing.selectProductFirst')}
          </Text>
        ) : (
          <RoutingTreeContext.Provider value={treeState}>
            <RoutingNodeView node={draft.tree} path={[]} />
          </RoutingTreeContext.Provider>
        )}
        {errors.get('details') && (
          <Text size="sm" c="red" role="alert" mt="xs">
            {errors.get('details')}
          </Text>
        )}
      </Paper>
      <FormFooter {...(formError && { formError })}>{null}</FormFooter>
      {values.payment_product !== '' && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <SimulatePayment onSimulate={setFacts} currency={currency} />
            {simulation && (
              <Alert
                color={'incomplete' in simulation ? 'yellow' : 'green'}
                role="status"
                aria-label={t('routing.simulate.result')}
              >
                {'incomplete' in simulation
                  ? t('routing.simulate.incomplete')
                  : t('routing.simulate.routedTo', {
                      processor: simulation.processor
                        ? sources.processorName(simulation.processor)
                        : t('routing.tree.noProcessor'),
                    })}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
      {values.payment_product !== '' && (
        <RoutingBacktest
          draft={{
            payment_product: values.payment_product as PaymentProduct,
            details: detailsOf(draft.tree),
          }}
          {...(routing && { id: routing.id })}
          {...(values.organisation && { organisation: values.organisation })}
        />
      )}
      {children}
      <ConfirmDialog
        opened={confirmingUndo}
        title={t('routing.undo')}
        message={t('routing.undoQuestion')}
        confirmLabel={t('routing.undo')}
        busy={false}
        onConfirm={undo}
        onCancel={() => setConfirmingUndo(false)}
      />
    </Stack>
  );
}
