import { Box, Button, Center, Stack, Text } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartTable, ChartTableText } from './ChartTableText';

/**
 * 001 §9: charts animate for 500 ms, unless the reader asked for reduced motion, and follow a resize after
 * 500 ms of quiet.
 */
const ANIMATION_MS = 500;
const RESIZE_DEBOUNCE_MS = 500;

/** What a series type needs beyond the bars and lines of echartsSetup, loaded with the first chart of it. */
const MODULES: Partial<Record<string, () => Promise<unknown>>> = {
  pie: () => import('./echartsMore'),
  heatmap: () => import('./echartsMore'),
  map: () => import('./echartsMap').then((module) => module.ready()),
};

interface EChartProps {
  option: EChartsCoreOption;
  height: number;
  /** What the chart shows, for screen readers: the picture's name and, as a table, its numbers. */
  label: string;
  table: ChartTable;
  /** A click on a bar, slice or cell: its data index. */
  onSelect?: (dataIndex: number, seriesIndex: number) => void;
}

/**
 * An ECharts chart, loaded with the chart module on first use (never with the shell). The drawing is an
 * image to assistive technology; its numbers are the visually hidden table beside it. A module or map
 * that fails to load leaves a message and a button to try again, not an empty block.
 */
export function EChart({ table, ...drawing }: EChartProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const onFailed = useCallback(() => setFailed(true), []);
  return (
    <>
      {failed ? (
        <Center h={drawing.height} role="alert">
          <Stack align="center" gap="xs">
            <Text size="sm">{t('statistics.chartFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => setFailed(false)}>
              {t('statistics.retry')}
            </Button>
          </Stack>
        </Center>
      ) : (
        <Drawing {...drawing} onFailed={onFailed} />
      )}
      <ChartTableText table={table} />
    </>
  );
}

/** The drawing itself; mounted again, it loads again (a retry after a failure). */
function Drawing({
  option,
  height,
  label,
  onSelect,
  onFailed,
}: Omit<EChartProps, 'table'> & { onFailed: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    const series = (option as { series?: { type?: string }[] }).series ?? [];
    const more = series.flatMap((line) => MODULES[line.type ?? '']?.() ?? []);
    void Promise.all([import('./echartsSetup'), ...more]).then(
      ([{ echarts }]) => {
        const element = ref.current;
        if (disposed || !element) return;
        const chart = echarts.init(element);
        const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        chart.setOption({ animation: !still, animationDuration: ANIMATION_MS, ...option });
        if (onSelect) {
          chart.on('click', (params) => onSelect(params.dataIndex, params.seriesIndex ?? 0));
        }
        let timer: ReturnType<typeof setTimeout> | undefined;
        const observer = new ResizeObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(() => chart.resize(), RESIZE_DEBOUNCE_MS);
        });
        observer.observe(element);
        dispose = () => {
          clearTimeout(timer);
          observer.disconnect();
          chart.dispose();
        };
      },
      () => {
        if (!disposed) onFailed();
      },
    );
    return () => {
      disposed = true;
      dispose();
    };
  }, [option, onSelect, onFailed]);
  return (
    <Box
      ref={ref}
      role="img"
      aria-label={label}
      h={height}
      style={{ cursor: onSelect ? 'pointer' : undefined }}
    />
  );
}
