import { Box, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type ChartTable, ChartTableText } from './ChartTableText';

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
 * bars or lines of one unit, a legend, the top value on the axis and the numbers as a hidden table.
 */
export function SvgChart({ kind, categories, series, height, label, table, format }: SvgChartProps) {
  const { ref, width: measured } = useElementSize();
  const width = Math.round(measured) || INITIAL_WIDTH;
  const plot = height - AXIS;
  const max = Math.max(1, ...series.flatMap((line) => line.values));
  const step = width / Math.max(1, categories.length);
  const y = (value: number) => plot - (value / max) * (plot - 8);
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
                      fill={line.colour}
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
