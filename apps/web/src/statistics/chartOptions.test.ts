import { describe, expect, it } from 'vitest';
import { heatGridOption, lineChartOption, padBars } from './chartOptions';

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
});
