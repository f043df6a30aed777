import { Badge, Button, Table, Text } from '@mantine/core';
import { describeUserAgent, type Profile } from '@psp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../kit/api/errorMessage';
import { notificationStore } from '../kit/feedback/notificationStore';
import { DateTime } from '../kit/format/DateTime';
import { profileCalls } from './profileCalls';

interface Row {
  id: string;
  user_agent: string | null;
  /** Created, last seen or used, and (for a device) the expiry. */
  dates: string[];
  current?: boolean;
}

interface SessionsSectionProps {
  kind: 'sessions' | 'devices';
  profile: Profile;
}

/** Where the account is logged in (the current session marked), or the devices that skip MFA. */
export function SessionsSection({ kind, profile }: SessionsSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rows: Row[] =
    kind === 'sessions'
      ? profile.sessions.map((s) => ({ ...s, dates: [s.created_at, s.last_seen_at] }))
      : profile.trusted_devices.map((d) => ({ ...d, dates: [d.created_at, d.last_used_at, d.expires_at] }));
  const headings = kind === 'sessions' ? ['created', 'lastSeen'] : ['created', 'lastUsed', 'expires'];

  /** "Chrome 131 on Linux" rather than the whole user-agent string. */
  const device = (userAgent: string | null) => {
    if (!userAgent) return t('profile.unknownDevice');
    const { browser, os } = describeUserAgent(userAgent);
    if (browser && os) return t('profile.deviceOn', { browser, os });
    return browser ?? os ?? userAgent;
  };

  const end = async (id: string) => {
    try {
      await (kind === 'sessions' ? profileCalls.endSession(id) : profileCalls.revokeDevice(id));
      notificationStore.show({ color: 'green', message: t(`profile.${kind}.ended`) });
      await queryClient.invalidateQueries({ queryKey: profileCalls.query.queryKey });
    } catch (error) {
      notificationStore.show({ color: 'red', message: errorMessage(t, error) });
    }
  };

  if (rows.length === 0) return <Text c="dimmed">{t(`profile.${kind}.none`)}</Text>;
  return (
    <Table aria-label={t(`profile.${kind}.title`)}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('profile.device')}</Table.Th>
          {headings.map((heading) => (
            <Table.Th key={heading}>{t(`profile.${heading}`)}</Table.Th>
          ))}
          <Table.Th>
            <span className="visually-hidden">{t('profile.actions')}</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <span title={row.user_agent ?? undefined}>{device(row.user_agent)}</span>{' '}
              {row.current && <Badge variant="light">{t('profile.sessions.current')}</Badge>}
            </Table.Td>
            {row.dates.map((date, index) => (
              <Table.Td key={headings[index]}>
                <DateTime value={date} />
              </Table.Td>
            ))}
            <Table.Td>
              {!row.current && (
                <Button size="xs" variant="light" color="red" onClick={() => end(row.id)}>
                  {t(`profile.${kind}.end`)}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
