import { useMemo } from 'react';
import { REPORT_TREEMAP_HEIGHT, REPORT_UI } from '@storycat/contract/report-texts';
import { EChart } from './echart.tsx';

const COLORS = ['#f4a261', '#2a9d8f', '#e76f51', '#8ab17d', '#e9c46a', '#6d9dc5', '#b279a2', '#f6bd60'];

/** The most frequent words as a treemap (height 350). */
export function WordTreemap({
  title,
  words,
  empty,
}: {
  title: string;
  words: { word: string; count: number }[];
  /** said instead of 還沒有足夠的詞 when there are no words (the English that is mostly translated) */
  empty?: string;
}) {
  const option = useMemo(
    () => ({
      tooltip: { formatter: (p: { name: string; value: number }) => `${p.name}：${p.value}` },
      series: [
        {
          type: 'treemap',
          roam: false,
          nodeClick: false,
          breadcrumb: { show: false },
          left: 0,
          right: 0,
          top: 0,
          bottom: 0,
          label: {
            show: true,
            formatter: '{word|{b}}\n{count|{c}}',
            rich: { word: { fontSize: 18, lineHeight: 24, color: '#fff' }, count: { fontSize: 12, color: '#fff' } },
          },
          itemStyle: { borderColor: '#fff', borderWidth: 2, gapWidth: 2 },
          data: words.map((w, i) => ({
            name: w.word,
            value: w.count,
            itemStyle: { color: COLORS[i % COLORS.length] },
          })),
        },
      ],
    }),
    [words],
  );
  return (
    <section className="report-block">
      <h3>{title}</h3>
      {words.length ? (
        <EChart option={option} height={REPORT_TREEMAP_HEIGHT} label={title} />
      ) : (
        <p className="hint-text">{empty ?? REPORT_UI.noWords}</p>
      )}
    </section>
  );
}
