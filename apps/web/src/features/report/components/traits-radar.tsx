import { useMemo } from 'react';
import type { ReportObject } from '@storycat/contract';
import { REPORT_AXIS_MAX, REPORT_CHART_HEIGHT, REPORT_TEXT, REPORT_UI } from '@storycat/contract/report-texts';
import { EChart } from './echart.tsx';

const KEYS = ['extrovert', 'kind', 'responsible', 'open', 'stable'] as const;

/** The five traits on a radar (axes 0–6, 6 rings, height 300) with what each means. */
export function TraitsRadar({ traits }: { traits: NonNullable<ReportObject['traits']> }) {
  const option = useMemo(
    () => ({
      tooltip: {},
      radar: {
        indicator: KEYS.map((k) => ({ name: REPORT_TEXT.traitNames[k], max: REPORT_AXIS_MAX })),
        splitNumber: 6,
        radius: '65%',
        axisName: { color: '#3b3340', fontSize: 14 },
      },
      series: [
        {
          type: 'radar',
          data: [{ value: KEYS.map((k) => Number(traits[k])), name: REPORT_UI.traitsTitle }],
          areaStyle: { color: 'rgba(231,111,81,0.35)' },
          lineStyle: { color: '#e76f51', width: 2 },
          itemStyle: { color: '#e76f51' },
        },
      ],
    }),
    [traits],
  );
  return (
    <section className="report-block">
      <h3>{REPORT_UI.traitsTitle}</h3>
      <EChart option={option} height={REPORT_CHART_HEIGHT} label={REPORT_UI.traitsTitle} />
      <ul className="report-list">
        {KEYS.map((k) => (
          <li key={k}>
            {REPORT_TEXT.traits[k]}（{traits[k]}）
          </li>
        ))}
      </ul>
    </section>
  );
}
