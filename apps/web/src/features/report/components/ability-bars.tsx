import { useMemo } from 'react';
import type { ReportObject } from '@storycat/contract';
import { REPORT_AXIS_MAX, REPORT_CHART_HEIGHT, REPORT_TEXT, REPORT_UI } from '@storycat/contract/report-texts';
import { EChart } from './echart.tsx';

const KEYS = ['creative', 'emotion', 'logical'] as const;
/** "N, description": the number before ", " and the text after it. */
export const splitAbility = (v: string) => ({
  score: parseFloat(v) || 0,
  text: v.includes(', ') ? v.slice(v.indexOf(', ') + 2) : '',
});

/** Creative, emotional-expression and logical ability as horizontal bars (axis 0–6, 6 ticks). */
export function AbilityBars({ ability }: { ability: NonNullable<ReportObject['ability']> }) {
  const option = useMemo(
    () => ({
      grid: { left: 110, right: 40, top: 10, bottom: 30 },
      xAxis: { type: 'value', min: 0, max: REPORT_AXIS_MAX, splitNumber: 6, interval: 1 },
      yAxis: { type: 'category', inverse: true, data: KEYS.map((k) => REPORT_TEXT.abilityNames[k]) },
      series: [
        {
          type: 'bar',
          barWidth: 22,
          label: { show: true, position: 'right' },
          data: KEYS.map((k, i) => ({
            value: splitAbility(ability[k]).score,
            itemStyle: { color: ['#2a9d8f', '#e76f51', '#8ab17d'][i], borderRadius: [0, 6, 6, 0] },
          })),
        },
      ],
    }),
    [ability],
  );
  return (
    <section className="report-block">
      <h3>{REPORT_UI.abilityTitle}</h3>
      <EChart option={option} height={REPORT_CHART_HEIGHT} label={REPORT_UI.abilityTitle} />
      <ul className="report-list">
        {KEYS.map((k) => (
          <li key={k}>
            <strong>{REPORT_TEXT.abilityNames[k]}</strong>：{splitAbility(ability[k]).text}
          </li>
        ))}
      </ul>
    </section>
  );
}
