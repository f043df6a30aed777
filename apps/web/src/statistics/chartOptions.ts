import type { EChartsCoreOption } from 'echarts/core';

export interface LineSeries {
  name: string;
  data: readonly number[];
  /** Written on the axis and in tooltips (money in the reader's locale). */
  format?: (value: number) => string;
}

/** A value more than this many times the typical high value (the upper quartile) is an outlier... */
export const OUTLIER_FACTOR = 10;
/** ...when it also stands this many times above the highest value that is not one. */
export const OUTLIER_GAP = 3;

export interface ReadableScale {
  /** The top of the value axis: the highest typical value, with room above it. */
  max: number;
  /** The values above it, drawn at the top and marked with their true figure. */
  outliers: (value: number) => boolean;
  clipped: boolean;
}

/**
 * A value axis that survives an outlier (issue 29): one €999,999,999.99 payment would flatten every
 * other bar to nothing, so a value above `OUTLIER_FACTOR` × the upper quartile of the positive values, and
 * `OUTLIER_GAP` × the highest of the others, is left off the scale, drawn at the top and labelled with its true figure; the rest stay readable. With
 * fewer than four positive values nothing is typical enough to judge by, and the scale is the highest.
 */
export function readableScale(values: readonly number[]): ReadableScale {
  const highest = Math.max(1, ...values);
  const positive = values.filter((value) => value > 0).sort((a, b) => a - b);
  const whole = { max: highest, outliers: () => false, clipped: false };
  if (positive.length < 4) return whole;
  const quartile = positive[Math.floor(positive.length * 0.75) - 1]!;
  const limit = quartile * OUTLIER_FACTOR;
  const typical = positive.filter((value) => value <= limit);
  const peak = Math.max(1, ...typical);
  // A busy spell (two days of 3.4k and 4.3k among days of 400) is data, not an outlier: only a value far
  // above everything else (OUTLIER_GAP × the highest typical one) is left off the scale.
  if (typical.length === positive.length || positive[typical.length]! < peak * OUTLIER_GAP) return whole;
  return { max: peak * 1.15, outliers: (value) => value > limit, clipped: true };
}

/**
 * The value axis and the marks of a chart's outliers (`readableScale`): the axis stops above the
 * typical values and an outlier is drawn at its top, in orange, labelled with its true figure; the
 * tooltip (`trueValue`, by the point's index) and the chart's table keep every true figure.
 */
function outlierMarks(
  values: readonly number[],
  format: (value: number) => string = String,
  position: 'insideTop' | 'bottom' = 'insideTop',
) {
  const scale = readableScale(values);
  return {
    axis: scale.clipped ? { max: scale.max } : {},
    point: (value: number) =>
      scale.outliers(value)
        ? {
            value: scale.max,
            itemStyle: { color: OUTLIER_COLOUR },
            label: { show: true, position, formatter: () => `▲ ${format(value)}` },
          }
        : value,
    trueValue: (_value: unknown, index: number) => format(values[index] ?? 0),
  };
}

/** The colour an outlier is marked in (Mantine orange 8). */
export const OUTLIER_COLOUR = '#e8590c';

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
  const marks = series.map((line) => outlierMarks(line.data, line.format, 'bottom'));
  return {
    tooltip: { trigger: 'axis' },
    // Above the plot, with the plot below it: never on the category axis.
    legend: { top: 0, data: series.map((line) => line.name) },
    grid: { top: 40, left: 8, right: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories },
    yAxis: series.map((line, index) => ({
      type: 'value',
      ...marks[index]!.axis,
      ...(index > 0 && { splitLine: { show: false } }),
      ...(line.format && { axisLabel: { formatter: line.format } }),
    })),
    series: series.map((line, index) => ({
      name: line.name,
      type: 'line',
      smooth: true,
      yAxisIndex: index,
      data: line.data.map(marks[index]!.point),
      tooltip: { valueFormatter: marks[index]!.trueValue },
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
  const marks = outlierMarks(
    bars.map((bar) => bar.value),
    format,
  );
  return {
    tooltip: { trigger: 'item', valueFormatter: marks.trueValue },
    grid: { left: 8, right: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: bars.map((bar) => bar.label) },
    yAxis: { type: 'value', ...marks.axis, ...(format && { axisLabel: { formatter: format } }) },
    series: [
      {
        type: 'bar',
        data: bars.map((bar) =>
          bar.filler
            ? { value: 0, itemStyle: { opacity: 0 }, tooltip: { show: false } }
            : marks.point(bar.value),
        ),
      },
    ],
  };
}

/**
 * A donut of labelled values. Its legend, which wraps onto as many lines as it needs, names every slice
 * with its share, so a long tail of small slices never piles its labels up; the slice under the pointer
 * shows its name and share in the hole.
 */
export function donutOption(
  slices: readonly { label: string; value: number }[],
  percent: (share: number) => string,
): EChartsCoreOption {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const shares = new Map(slices.map((slice) => [slice.label, total > 0 ? slice.value / total : 0]));
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, formatter: (name: string) => `${name} ${percent(shares.get(name) ?? 0)}` },
    series: [
      {
        type: 'pie',
        radius: ['38%', '62%'],
        center: ['50%', '38%'],
        label: { show: false, position: 'center' },
        labelLine: { show: false },
        emphasis: { label: { show: true, formatter: '{b}\n{d}%', fontWeight: 'bold' } },
        data: slices.map((slice) => ({ name: slice.label, value: slice.value })),
      },
    ],
  };
}

/** The name ECharts knows the world's shapes by (registered by echartsMap.ts). */
export const WORLD_MAP = 'world';

/**
 * The world map of a value per country (001 §2.3), keyed by alpha-2 code and coloured by the square root
 * of the value as the heat grid is; countries without a value stay grey. Tooltips name the country.
 */
export function worldMapOption(
  countries: readonly { code: string; value: number }[],
  nameOf: (code: string) => string,
  format: (value: number) => string,
): EChartsCoreOption {
  const max = Math.max(1, ...countries.map((country) => country.value));
  return {
    tooltip: {
      trigger: 'item',
      formatter: (params: { name: string; data?: { amount: number } }) =>
        params.name ? `${nameOf(params.name)}: ${format(params.data?.amount ?? 0)}` : '',
    },
    visualMap: { min: 0, max: Math.sqrt(max), show: false, inRange: { color: ['#a5d8ff', '#1864ab'] } },
    series: [
      {
        type: 'map',
        map: WORLD_MAP,
        selectedMode: false,
        left: 0,
        right: 0,
        top: 0,
        bottom: 0,
        itemStyle: { areaColor: '#e9ecef', borderColor: '#ffffff', borderWidth: 0.5 },
        emphasis: { label: { show: false }, itemStyle: { areaColor: '#fab005' } },
        data: countries.map((country) => ({
          name: country.code,
          value: Math.sqrt(country.value),
          amount: country.value,
        })),
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
