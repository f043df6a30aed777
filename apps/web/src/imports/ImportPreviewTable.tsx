import { Alert, Group, List, ScrollArea, Switch, Table, Text } from '@mantine/core';
import type { ImportPreview, ImportPreviewRow } from '@psp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../kit/icons/Icon';

/** Rows drawn at once; a file of thousands of rows is summarised, its rows with errors listed first. */
const SHOWN_ROWS = 200;

function RowProblems({ row }: { row: ImportPreviewRow }) {
  return (
    <List size="xs" spacing={2}>
      {row.errors.map((error) => (
        <List.Item key={`${error.field}-${error.code}`}>
          <Text span size="xs" fw={600}>
            {error.field}
          </Text>
          : {error.message}
        </List.Item>
      ))}
    </List>
  );
}

/** Step 2: every row of the file as the server read it, rows and cells with errors marked. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const [onlyErrors, setOnlyErrors] = useState(preview.invalid_rows > 0);
  const rows = onlyErrors ? preview.rows.filter((row) => row.errors.length > 0) : preview.rows;
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <>
      {preview.file_errors.length > 0 && (
        <Alert color="red" icon={<Icon name="alert" />} title={t('imports.fileErrors')} role="alert" mb="md">
          <List size="sm">
            {preview.file_errors.map((error) => (
              <List.Item key={`${error.field}-${error.code}`}>
                {error.field === 'csv' ? error.message : `${error.field}: ${error.message}`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="space-between" mb="xs">
        <Text size="sm" data-testid="import-summary">
          {t('imports.summary', { count: preview.rows.length, invalid: preview.invalid_rows })}
        </Text>
        <Switch
          label={t('imports.onlyErrors')}
          checked={onlyErrors}
          onChange={(event) => setOnlyErrors(event.currentTarget.checked)}
          disabled={preview.invalid_rows === 0}
        />
      </Group>
      <ScrollArea.Autosize
        mah={480}
        type="auto"
        // Keyboard users scroll a wide file with the arrow keys: the scrolling region takes focus.
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('imports.previewCaption') }}
      >
        <Table striped={false} withTableBorder withColumnBorders stickyHeader fz="sm">
          <Table.Caption>{t('imports.previewCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('imports.row')}</Table.Th>
              {preview.columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('imports.problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => {
              const invalid = new Set(row.errors.map((error) => error.field));
              return (
                <Table.Tr
                  key={row.row}
                  data-invalid={row.errors.length > 0 || undefined}
                  bg={row.errors.length ? 'var(--mantine-color-red-light)' : undefined}
                >
                  <Table.Th scope="row">{row.row}</Table.Th>
                  {preview.columns.map((column) => (
                    <Table.Td
                      key={column}
                      aria-invalid={invalid.has(column) || undefined}
                      style={
                        invalid.has(column)
                          ? { outline: '2px solid var(--mantine-color-red-6)', outlineOffset: -2 }
                          : undefined
                      }
                    >
                      {row.values[column]}
                    </Table.Td>
                  ))}
                  <Table.Td miw={260}>{row.errors.length > 0 && <RowProblems row={row} />}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {rows.length > shown.length && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('imports.moreRows', { shown: shown.length, count: rows.length })}
        </Text>
      )}
    </>
  );
}
