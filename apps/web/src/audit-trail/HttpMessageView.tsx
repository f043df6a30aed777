import { Code, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BODY_FORMATS, type BodyFormat, defaultBodyFormat, formatBody } from './httpBody';

interface HttpMessage {
  headers?: { name: string; value: string }[] | undefined;
  body?: unknown;
  truncated?: number;
}

/** A recorded request or response: its headers, and its body in the format the reader picks. */
export function HttpMessageView({ message, url }: { message: HttpMessage; url: string }) {
  const { t } = useTranslation();
  const headers = message.headers ?? [];
  const [format, setFormat] = useState<BodyFormat>(() => defaultBodyFormat(url, headers));
  const bodyTitle = useId();
  const text = formatBody(message.body, format);
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('auditTrail.headers')}
      </Title>
      <Table fz="sm" withTableBorder layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="35%">{t('auditTrail.headerName')}</Table.Th>
            <Table.Th>{t('auditTrail.headerValue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {headers.map((header, index) => (
            // Headers may repeat (set-cookie); their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored list never reorders
            <Table.Tr key={index}>
              <Table.Td style={{ wordBreak: 'break-all' }}>{header.name}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{header.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5" id={bodyTitle}>
        {t('auditTrail.body')}
      </Title>
      <SegmentedControl
        aria-labelledby={bodyTitle}
        value={format}
        onChange={(value) => setFormat(value as BodyFormat)}
        data={BODY_FORMATS.map((value) => ({ value, label: t(`auditTrail.format.${value}`) }))}
      />
      {text ? (
        // Focusable: a long body scrolls, and a keyboard user must be able to scroll it.
        <Code block aria-labelledby={bodyTitle} data-testid="http-body" tabIndex={0}>
          {text}
        </Code>
      ) : (
        <Text c="dimmed" size="sm">
          {t('auditTrail.noBody')}
        </Text>
      )}
      {message.truncated !== undefined && (
        <Text c="dimmed" size="xs">
          {t('auditTrail.truncated', { size: message.truncated })}
        </Text>
      )}
    </Stack>
  );
}
