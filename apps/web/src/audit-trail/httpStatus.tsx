import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The status codes with a translated meaning (`httpStatus.{code}`); any other shows the default text. */
export const KNOWN_HTTP_STATUSES = [
  200, 201, 202, 204, 301, 302, 304, 307, 308, 400, 401, 402, 403, 404, 405, 406, 408, 409, 410, 412, 413,
  415, 422, 429, 500, 501, 502, 503, 504,
] as const;

/** 002 §8: a response code's colour by its class: 2xx green, 3xx orange, 4xx red, 5xx purple, others grey. */
export function httpStatusColor(code: number): string {
  if (code >= 200 && code < 300) return 'green';
  if (code >= 300 && code < 400) return 'orange';
  if (code >= 400 && code < 500) return 'red';
  if (code >= 500 && code < 600) return 'grape';
  return 'gray';
}

/** A response code as three digits in its colour, with its meaning in the reader's language. */
export function HttpStatus({ code }: { code: number }) {
  const { t } = useTranslation();
  const known = (KNOWN_HTTP_STATUSES as readonly number[]).includes(code);
  return (
    // A dot badge: coloured text on a light fill of the same colour falls below AA contrast.
    <Badge variant="dot" color={httpStatusColor(code)} radius="sm" tt="none">
      {code} {known ? t(`httpStatus.${code}`) : t('httpStatus.unknown')}
    </Badge>
  );
}
