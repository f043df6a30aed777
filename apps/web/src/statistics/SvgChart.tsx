import { Box, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type ChartTable, ChartTableText } from './ChartTableText';
import { OUTLIER_COLOUR, readableScale } from './chartOptions';

export interface SvgSeries {
  name: string;
  /** A Mantine colour variable, such as var(--mantine-color-blue-6). */
  colour: string;
  values: readonly number[];
}

interface SvgChartProps {
  kind: 'bar' | 'line';
  categories: readonly string[];
  series: readonly SvgSeries[];
  height: number;
  label: string;
  table: ChartTable;
  /** How the highest value is written beside the axis. */
  format: (value: number) => string;
}

/** The drawing's width until its box is measured (then one unit a pixel, so text keeps its size). */
const INITIAL_WIDTH = 600;
const AXIS = 18;
/** Within this many pixels of an edge a category label is anchored to that edge. */
const EDGE = 20;

/**
 * The dashboard's two charts, drawn as plain SVG: the dashboard every user lands on stays within its
 * JavaScript budget without the chart library (ADR 0017); the statistics screens use ECharts. Grouped
 * bars or lines of one unit, a legend, the top value on the axis and the numbers as a hidden table; a
 * value off the scale (an outlier) is drawn at the top in orange and named above with its true figure.
 */
export function SvgChart({ kind, categories, series, height, label, table, format }: SvgChartProps) {
  const { t } = useTranslation();
  const { ref, width: measured } = useElementSize();
  const width = Math.round(measured) || INITIAL_WIDTH;
  const plot = height - AXIS;
  // An outlier is drawn at the top in orange and named with its true figure (readableScale).
  const scale = readableScale(series.flatMap((line) => line.values));
  const max = scale.max;
  const step = width / Math.max(1, categories.length);
  const y = (value: number) => plot - (Math.min(value, max) / max) * (plot - 8);
  const offScale = series.flatMap((line) =>
    line.values.flatMap((value, position) =>
      scale.outliers(value) ? [`${categories[position]} ${format(value)}`] : [],
    ),
  );
  const labelEvery = Math.ceil(categories.length / 14);
  return (
    <>
      <Group gap="md" mb={4}>
        {series.map((line) => (
          <Group key={line.name} gap={4}>
            <svg width="10" height="10" aria-hidden="true">
              <rect width="10" height="10" fill={line.colour} />
            </svg>
            <Text size="xs">{line.name}</Text>
          </Group>
        ))}
        <Text size="xs" c="dimmed" ml="auto">
          {format(max)}
        </Text>
      </Group>
      {offScale.length > 0 && (
        <Text size="xs" mb={4} data-testid="off-scale">
          <span aria-hidden="true" style={{ color: OUTLIER_COLOUR }}>
            ▲{' '}
          </span>
          {t('statistics.offScale', { values: offScale.join(', ') })}
        </Text>
      )}
      <Box ref={ref}>
        <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} role="img" aria-label={label}>
          <line x1={0} x2={width} y1={plot} y2={plot} stroke="var(--mantine-color-gray-4)" />
          {kind === 'bar'
            ? series.map((line, index) =>
                line.values.map((value, position) => {
                  const barWidth = (step * 0.7) / series.length;
                  return (
                    <rect
                      key={`${line.name}-${categories[position]}`}
                      x={position * step + step * 0.15 + index * barWidth}
                      y={y(value)}
                      width={barWidth}
                      height={plot - y(value)}
                      fill={scale.outliers(value) ? OUTLIER_COLOUR : line.colour}
                    />
                  );
                }),
              )
            : series.map((line) => (
                <polyline
                  key={line.name}
                  fill="none"
                  stroke={line.colour}
                  strokeWidth={2}
                  points={line.values
                    .map((value, position) => `${position * step + step / 2},${y(value)}`)
                    .join(' ')}
                />
              ))}
          {kind === 'line' &&
            series.flatMap((line) =>
              line.values.map((value, position) =>
                scale.outliers(value) ? (
                  <circle
                    key={`${line.name}-${categories[position]}-outlier`}
                    cx={position * step + step / 2}
                    cy={y(value)}
                    r={4}
                    fill={OUTLIER_COLOUR}
                  />
                ) : null,
              ),
            )}
          {categories.map((category, position) => {
            if (position % labelEvery !== 0) return null;
            // A label at either end is anchored to that end, so the edge does not cut it off.
            const x = position * step + step / 2;
            const edge = x < EDGE ? 'start' : x > width - EDGE ? 'end' : 'middle';
            return (
              <text
                key={category}
                x={edge === 'start' ? 0 : edge === 'end' ? width : x}
                y={height - 4}
                fontSize={11}
                textAnchor={edge}
                fill="var(--mantine-color-dimmed)"
              >
                {category}
              </text>
            );
          })}
        </svg>
      </Box>
      <ChartTableText table={table} />
    </>
  );
}
