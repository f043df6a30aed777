import type { EChartsCoreOption } from 'echarts/core';

export interface LineSeries {
  name: string;
  data: readonly number[];
  /** Written on the axis and in tooltips (money in the reader's locale). */
  format?: (value: number) => string;
}

/**
 * A line chart of one or two series over the same categories (001 §5: any other count is an error,
 * 001 §8); a second series gets its own axis on the right.
 */
export function lineChartOption(
  categories: readonly string[],
  series: readonly LineSeries[],
): EChartsCoreOption {
  if (series.length < 1 || series.length > 2) {
    throw new Error(`A line chart draws 1 or 2 series, not ${series.length}`);
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((line) => line.name) },
    grid: { left: 8, right: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories },
    yAxis: series.map((line, index) => ({
      type: 'value',
      ...(index > 0 && { splitLine: { show: false } }),
      ...(line.format && { axisLabel: { formatter: line.format } }),
    })),
    series: series.map((line, index) => ({
      name: line.name,
      type: 'line',
      smooth: true,
      yAxisIndex: index,
      data: line.data,
      ...(line.format && { tooltip: { valueFormatter: line.format } }),
    })),
  };
}

/** 001 §9: a bar chart shows at least four bars; missing ones are hidden fillers with no label. */
export const MIN_BARS = 4;

export function padBars<T extends { label: string; value: number }>(
  bars: readonly T[],
): { label: string; value: number; filler: boolean }[] {
  const real = bars.map((bar) => ({ label: bar.label, value: bar.value, filler: false }));
  const fillers = Array.from({ length: Math.max(0, MIN_BARS - bars.length) }, () => ({
    label: '',
    value: 0,
    filler: true,
  }));
  return [...real, ...fillers];
}

/** Bars of labelled values; fillers take space but draw nothing. */
export function barChartOption(
  bars: readonly { label: string; value: number; filler: boolean }[],
  format?: (value: number) => string,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', ...(format && { valueFormatter: format }) },
    grid: { left: 8, right: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: bars.map((bar) => bar.label) },
    yAxis: { type: 'value', ...(format && { axisLabel: { formatter: format } }) },
    series: [
      {
        type: 'bar',
        data: bars.map((bar) =>
          bar.filler ? { value: 0, itemStyle: { opacity: 0 }, tooltip: { show: false } } : bar.value,
        ),
      },
    ],
  };
}

/** A donut of labelled values. */
export function donutOption(slices: readonly { label: string; value: number }[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        data: slices.map((slice) => ({ name: slice.label, value: slice.value })),
      },
    ],
  };
}

/**
 * The 7 × 24 heat grid (001 §2.3, §9) with a square-root colour scale: cells are coloured by the square
 * root of their value, so a few busy hours do not wash out the rest; tooltips show the value itself.
 */
export function heatGridOption(
  cells: readonly { day: number; hour: number; value: number }[],
  dayNames: readonly string[],
  format: (value: number) => string,
): EChartsCoreOption {
  const max = Math.max(1, ...cells.map((cell) => cell.value));
  return {
    tooltip: {
      formatter: (params: { value: [number, number, number, number] }) =>
        `${dayNames[params.value[1]]} ${String(params.value[0]).padStart(2, '0')}:00 — ${format(params.value[3])}`,
    },
    grid: { left: 8, right: 8, top: 8, bottom: 48, containLabel: true },
    xAxis: { type: 'category', data: Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0')) },
    yAxis: { type: 'category', data: dayNames, inverse: true },
    visualMap: { min: 0, max: Math.sqrt(max), show: false, inRange: { color: ['#f1f3f5', '#1c7ed6'] } },
    series: [
      {
        type: 'heatmap',
        data: cells.map((cell) => [cell.hour, cell.day - 1, Math.sqrt(cell.value), cell.value]),
      },
    ],
  };
}
