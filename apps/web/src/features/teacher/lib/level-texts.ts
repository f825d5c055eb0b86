/** The class overview's level column, highlight and distribution (issue U); kept out of the landing's bundle. */
export const LEVEL_UI = {
  levelCh: '中文程度',
  highlight: '亮點',
  levelDistribution: '全班中文詞彙程度分布（各人最新一本繪本，0–10 級）',
  levelBin: (low: number, high: number, n: number) => `第 ${low}–${high} 級：${n} 人`,
  levelNote: (n: number) =>
    `程度由報告的分析程式算出，只看孩子自己寫的中文${n ? `；${n} 位的最新繪本還不到 150 字，暫不分析` : ''}。`,
  notMeasured: '未達 150 字',
} as const;
