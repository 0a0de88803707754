import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

// Grouped bar charts of the back office with uPlot, loaded on first use so it stays in the admin
// analytics chunk and is never fetched by a player page (or imported during SSR).

export interface BarSeries {
  label: string;
  color: string;
  values: number[];
}

/** uPlot's own layout rules (from uPlot.min.css) that the chart needs; the legend is ours. */
const UPLOT_CSS =
  '.uplot,.uplot *{box-sizing:border-box}.uplot{width:min-content}.u-wrap{position:relative;user-select:none}' +
  '.u-over,.u-under{position:absolute}.u-under{overflow:hidden}.uplot canvas{display:block;position:relative;width:100%;height:100%}' +
  '.u-axis{position:absolute}.u-cursor-x,.u-cursor-y{position:absolute;left:0;top:0;pointer-events:none}' +
  '.u-hz .u-cursor-x{height:100%;border-right:1px dashed #64748b}.u-select{position:absolute;pointer-events:none}';

export function BarChart({
  labels,
  series,
  format,
  height = 220,
  label,
}: {
  labels: string[];
  series: BarSeries[];
  format: (value: number) => string;
  height?: number;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: uPlot | null = null;
    let cancelled = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height }));
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const n = labels.length;
      const groups = series.length;
      // Each point's slot is 1/n of the width; the group takes 80% of it, split between the series.
      const barWidth = 0.8 / n / groups;
      const bars = (s: number) =>
        UPlot.paths.bars!({
          disp: {
            x0: { unit: 2, values: () => labels.map((_, i) => (i + 0.1) / n + s * barWidth) },
            size: { unit: 2, values: () => labels.map(() => barWidth * 0.9) },
          },
        });
      const muted = getComputedStyle(el).color;
      chart = new UPlot(
        {
          width: el.clientWidth,
          height,
          legend: { show: false },
          cursor: { y: false, points: { show: false } },
          scales: {
            x: { time: false, range: [-0.5, n - 0.5] },
            y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
          },
          axes: [
            {
              stroke: muted,
              grid: { show: false },
              ticks: { show: false },
              values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
              space: 48,
            },
            {
              stroke: muted,
              grid: { stroke: 'rgba(148,163,184,0.15)' },
              ticks: { show: false },
              values: (_u, splits) => splits.map((v) => format(v)),
              size: 56,
            },
          ],
          series: [
            {},
            ...series.map((s, i) => ({
              label: s.label,
              fill: s.color,
              stroke: s.color,
              width: 0,
              paths: bars(i),
              points: { show: false },
            })),
          ],
        },
        [labels.map((_, i) => i), ...series.map((s) => s.values)],
        el,
      );
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [labels, series, format, height]);
  return (
    <figure className="flex flex-col gap-2">
      <style>{UPLOT_CSS}</style>
      <div ref={box} role="img" aria-label={label} className="w-full text-xs text-muted" style={{ height }} />
      <figcaption className="flex flex-wrap gap-4 text-xs text-muted">
        {series.map((s) => (
          <span key={s.label} className="flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-sm" style={{ background: s.color }} />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
