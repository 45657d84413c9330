import { render } from '@testing-library/react';
import { BarChart } from './BarChart';

const axisLabels = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.visx-axis-left .visx-axis-tick text')).map((t) => t.textContent);

const chart = (counts: boolean, max: number) => (
  <BarChart
    labels={['2026-11-24', '2026-11-25']}
    values={{ a: [0, max] }}
    series={[{ key: 'a', label: 'A', color: '#000' }]}
    mode="stacked"
    description="chart"
    counts={counts}
  />
);

describe('BarChart', () => {
  it('labels a count axis with whole numbers only, however small the counts', () => {
    for (const max of [1, 3, 7]) {
      const { container, unmount } = render(chart(true, max));
      const labels = axisLabels(container);
      expect(labels.length).toBeGreaterThanOrEqual(2);
      expect(labels.every((l) => /^\d+$/.test(l ?? ''))).toBe(true);
      unmount();
    }
  });

  it('keeps fractional ticks for values that are not counts', () => {
    const { container } = render(chart(false, 1));
    expect(axisLabels(container).some((l) => /\./.test(l ?? ''))).toBe(true);
  });
});
