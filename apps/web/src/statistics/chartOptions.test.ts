import { describe, expect, it } from 'vitest';
import {
  donutOption,
  heatGridOption,
  lineChartOption,
  OUTLIER_COLOUR,
  padBars,
  readableScale,
  WORLD_MAP,
  worldMapOption,
} from './chartOptions';

describe('chart options (001 §5, §9)', () => {
  it('draws a line chart of one or two series and refuses any other count', () => {
    const line = { name: 'a', data: [1, 2] };
    expect(() => lineChartOption(['x', 'y'], [line])).not.toThrow();
    expect(() => lineChartOption(['x', 'y'], [line, line])).not.toThrow();
    expect(() => lineChartOption(['x', 'y'], [])).toThrow('1 or 2 series');
    expect(() => lineChartOption(['x', 'y'], [line, line, line])).toThrow('1 or 2 series');
  });

  it('pads a bar chart to four bars with hidden fillers', () => {
    expect(padBars([{ label: 'card', value: 3 }])).toEqual([
      { label: 'card', value: 3, filler: false },
      { label: '', value: 0, filler: true },
      { label: '', value: 0, filler: true },
      { label: '', value: 0, filler: true },
    ]);
    const five = ['a', 'b', 'c', 'd', 'e'].map((label) => ({ label, value: 1 }));
    expect(padBars(five).every((bar) => !bar.filler)).toBe(true);
  });

  it('colours the heat grid by the square root of each cell', () => {
    const option = heatGridOption(
      [
        { day: 1, hour: 0, value: 100 },
        { day: 7, hour: 23, value: 4 },
      ],
      ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      String,
    ) as { visualMap: { max: number }; series: { data: number[][] }[] };
    expect(option.visualMap.max).toBe(10);
    expect(option.series[0]!.data).toEqual([
      [0, 0, 10, 100],
      [23, 6, 2, 4],
    ]);
  });

  it("colours the world map by the square root of each country's volume and names it in the tooltip", () => {
    const option = worldMapOption(
      [
        { code: 'NL', value: 400 },
        { code: 'BE', value: 25 },
      ],
      (code) => ({ NL: 'Nederland', BE: 'België' })[code] ?? code,
      (value) => `€ ${value}`,
    ) as {
      visualMap: { max: number };
      series: { map: string; data: { name: string; value: number; amount: number }[] }[];
      tooltip: { formatter: (params: { name: string; data?: { amount: number } }) => string };
    };
    expect(option.visualMap.max).toBe(20);
    expect(option.series[0]!.map).toBe(WORLD_MAP);
    expect(option.series[0]!.data).toEqual([
      { name: 'NL', value: 20, amount: 400 },
      { name: 'BE', value: 5, amount: 25 },
    ]);
    expect(option.tooltip.formatter({ name: 'BE', data: { amount: 25 } })).toBe('België: € 25');
    expect(option.tooltip.formatter({ name: 'FR' })).toBe('FR: € 0');
  });

  it('names every donut slice with its share in the legend', () => {
    const option = donutOption(
      [
        { label: 'card', value: 3 },
        { label: 'ideal', value: 1 },
      ],
      (share) => `${share * 100}%`,
    ) as { legend: { formatter: (name: string) => string } };
    expect(option.legend.formatter('card')).toBe('card 75%');
    expect(option.legend.formatter('ideal')).toBe('ideal 25%');
  });

  it('keeps typical values readable beside an outlier and marks it with its true figure (issue 29)', () => {
    const days = [60_000, 55_000, 61_000, 58_000, 99_999_999_999, 57_000, 60_800];
    const scale = readableScale(days);
    expect(scale.clipped).toBe(true);
    expect(scale.max).toBeCloseTo(61_000 * 1.15);
    expect(days.filter(scale.outliers)).toEqual([99_999_999_999]);
    // Without an outlier, or with too few values to judge, the scale is the highest value.
    expect(readableScale([60_000, 55_000, 61_000, 580_000])).toMatchObject({ max: 580_000, clipped: false });
    expect(readableScale([1, 99_999_999_999])).toMatchObject({ max: 99_999_999_999, clipped: false });
    // A busy spell well above the quartile but close to the days beside it stays on the scale.
    const spell = [400, 350, 420, 380, 390, 410, 360, 3_400, 4_281, 300];
    expect(readableScale(spell)).toMatchObject({ max: 4_281, clipped: false });
    const option = lineChartOption(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      [{ name: 'volume', data: days, format: (value) => `€${value / 100}` }],
    ) as {
      yAxis: { max?: number }[];
      series: { data: unknown[]; tooltip: { valueFormatter: (value: unknown, index: number) => string } }[];
    };
    expect(option.yAxis[0]!.max).toBeCloseTo(61_000 * 1.15);
    const marked = option.series[0]!.data[4] as {
      value: number;
      itemStyle: { color: string };
      label: { formatter: () => string };
    };
    // Drawn at the top of the axis, its label and its tooltip still the true figure.
    expect(marked.value).toBeCloseTo(61_000 * 1.15);
    expect(option.series[0]!.tooltip.valueFormatter(marked.value, 4)).toBe('€999999999.99');
    expect(marked.itemStyle.color).toBe(OUTLIER_COLOUR);
    expect(marked.label.formatter()).toBe('▲ €999999999.99');
    expect(option.series[0]!.data[0]).toBe(60_000);
  });
});
