import { useEffect, useRef } from 'react';
import { echarts, type ChartOption } from './echarts-setup.ts';

/** One ECharts chart that follows its option and its box's size. */
export function EChart({ option, height, label }: { option: ChartOption; height: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init>>(undefined);

  useEffect(() => {
    if (!box.current) return;
    const c = echarts.init(box.current, undefined, { renderer: 'svg' });
    chart.current = c;
    const observer = new ResizeObserver(() => c.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} className="report-chart" style={{ height }} role="img" aria-label={label} />;
}
