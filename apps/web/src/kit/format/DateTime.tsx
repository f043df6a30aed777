import { formatDate, formatDateTime } from '@psp/domain';
import { useLanguage } from './useLanguage';

interface DateTimeProps {
  value: string | null | undefined;
  /** Only the calendar date. */
  dateOnly?: boolean;
}

/** A timestamp in the interface language's order (Dutch day-month, American month/day). */
export function DateTime({ value, dateOnly }: DateTimeProps) {
  const language = useLanguage();
  if (!value) return null;
  const text = dateOnly ? formatDate(value, language) : formatDateTime(value, language);
  return (
    <time dateTime={value} className="tabular-nums">
      {text}
    </time>
  );
}
