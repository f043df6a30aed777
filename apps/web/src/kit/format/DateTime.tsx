import { formatDate, formatDateTime } from '@psp/domain';
import { createContext, useContext } from 'react';
import { useLanguage } from './useLanguage';

/**
 * Whether timestamps below show their seconds: on in detail views and their timelines (DetailDrawer),
 * where events of the same minute must read in their order; off in lists.
 */
export const DateTimeSeconds = createContext(false);

interface DateTimeProps {
  value: string | null | undefined;
  /** Only the calendar date. */
  dateOnly?: boolean;
}

/** A timestamp in the interface language's order (day before month in both languages). */
export function DateTime({ value, dateOnly }: DateTimeProps) {
  const language = useLanguage();
  const seconds = useContext(DateTimeSeconds);
  if (!value) return null;
  const text = dateOnly
    ? formatDate(value, language)
    : formatDateTime(value, language, undefined, { seconds });
  return (
    <time dateTime={value} className="tabular-nums">
      {text}
    </time>
  );
}
