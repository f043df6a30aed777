import type { PlanInterval as Interval } from '@psp/domain';
import { useTranslation } from 'react-i18next';

/** A plan's interval as 002 §2 shows it: every N intervals ("every 3 months"). */
export function PlanInterval({ interval, count }: { interval: Interval; count: number }) {
  const { t } = useTranslation();
  return <>{t(`subscriptions.plans.every.${interval}`, { count })}</>;
}
