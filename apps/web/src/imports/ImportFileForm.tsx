import { Alert, Button, FileInput, Group, Paper, Radio, Select, Stack, Text } from '@mantine/core';
import {
  IMPORT_KINDS,
  type ImportKind,
  type ImportPreview,
  type ImportPreviewRequest,
  importColumns,
  MAX_IMPORT_BYTES,
  requiredImportColumns,
} from '@psp/domain';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../kit/api/ApiError';
import { errorMessage } from '../kit/api/errorMessage';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { Icon } from '../kit/icons/Icon';
import { previewImport } from './importApi';

type NamedRecord = { id: string; name: string };
const byName = (record: NamedRecord) => record.name;
const MERCHANTS_QUERY = { kind: 'merchant', _sort: 'name', _limit: 2000 } as const;
const MAX_MB = MAX_IMPORT_BYTES / 1024 / 1024;

/** A CSV file with just the header of a kind, to fill in a spreadsheet. */
function downloadTemplate(kind: ImportKind) {
  const url = URL.createObjectURL(new Blob([`${importColumns(kind).join(',')}\r\n`], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${kind}-template.csv` });
  link.click();
  URL.revokeObjectURL(url);
}

export interface CheckedFile {
  request: ImportPreviewRequest;
  fileName: string;
  preview: ImportPreview;
}

/** Step 1: what is imported (merchants, or customers of a chosen merchant) and the file, sent for checking. */
export function ImportFileForm({ onChecked }: { onChecked: (checked: CheckedFile) => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ImportKind>('merchants');
  const [merchant, setMerchant] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string>();
  const merchants = useResourceOptions('organisation', MERCHANTS_QUERY, byName, kind === 'customers');
  const tooLarge = file !== null && file.size > MAX_IMPORT_BYTES;
  const missingMerchant = kind === 'customers' && !merchant;

  const check = async () => {
    if (!file || tooLarge || missingMerchant) return;
    setChecking(true);
    setError(undefined);
    try {
      const request = {
        kind,
        csv: await file.text(),
        ...(kind === 'customers' && merchant && { organisation: merchant }),
      };
      onChecked({ request, fileName: file.name, preview: await previewImport(request) });
    } catch (caught) {
      const detail = caught instanceof ApiError ? caught.details[0]?.message : undefined;
      setError(detail ?? errorMessage(t, caught));
    } finally {
      setChecking(false);
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };

  return (
    <Stack gap="md" maw={640}>
      <Radio.Group label={t('imports.kind')} value={kind} onChange={(value) => setKind(value as ImportKind)}>
        <Group mt="xs">
          {IMPORT_KINDS.map((value) => (
            <Radio key={value} value={value} label={t(`imports.kinds.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
      {kind === 'customers' && (
        <Select
          label={t('imports.merchant')}
          required
          searchable
          data={merchants.options}
          value={merchant}
          onChange={setMerchant}
          error={file && missingMerchant ? t('form_validation.required') : undefined}
        />
      )}
      <Paper
        withBorder
        p="md"
        radius="md"
        data-testid="import-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        style={{
          borderStyle: 'dashed',
          background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
        }}
      >
        <Stack gap="xs">
          <FileInput
            label={t('imports.file')}
            accept=".csv,text/csv"
            clearable
            value={file}
            onChange={setFile}
            error={tooLarge ? t('imports.fileTooLarge', { max: MAX_MB }) : undefined}
          />
          <Text size="sm" c="dimmed">
            {t('imports.dropHint', { max: MAX_MB })}
          </Text>
        </Stack>
      </Paper>
      <Group gap="xs">
        <Text size="sm">
          {t('imports.requiredColumns', { columns: requiredImportColumns(kind).join(', ') })}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<Icon name="download" size={14} />}
          onClick={() => downloadTemplate(kind)}
        >
          {t('imports.template')}
        </Button>
      </Group>
      {kind === 'merchants' && (
        <Text size="sm" c="dimmed">
          {t('imports.merchantsHint')}
        </Text>
      )}
      {error && (
        <Alert color="red" icon={<Icon name="alert" />} role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button onClick={check} loading={checking} disabled={!file || tooLarge || missingMerchant}>
          {t('imports.check')}
        </Button>
      </Group>
    </Stack>
  );
}
