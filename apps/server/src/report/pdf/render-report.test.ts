import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EASY_STORY } from '../analyser/fixtures.ts';
import { buildReport } from '../analyser/report-builder.ts';
import { renderReportPdf } from './render-report.ts';

/** The vocabulary page of the PDF says what the screen says (issue U). */
async function pdfText(report: ReturnType<typeof buildReport>): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-u-'));
  const file = path.join(dir, 'r.pdf');
  fs.writeFileSync(file, await renderReportPdf({ report, author: '小美' }));
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return text.replace(/\s+/g, '');
}

describe('the report PDF’s English level', () => {
  const base = { ...EASY_STORY, title_ch: '小兔子去河邊', title_en: 'Little Rabbit', age: 9 };

  it('translated English only: the kind note instead of a number, and the grade band on the Chinese bar', async () => {
    const text = await pdfText(buildReport({ ...base, enOwn: EASY_STORY.en.map(() => false), grade: 3 }));
    expect(text).toContain('英文內容多為自動翻譯，暫不分析英文程度');
    expect(text).not.toMatch(/英文詞彙程度（國中常用約2000詞）：第/);
    expect(text).toContain('三年級常見範圍');
    expect(text).not.toContain('rabbit');
  }, 20_000);

  it('the child’s own English: a level and her words', async () => {
    const text = await pdfText(buildReport({ ...base, enOwn: EASY_STORY.en.map(() => true), grade: null }));
    expect(text).toMatch(/英文詞彙程度（國中常用約2000詞）：第\d+\.\d級/);
    expect(text).not.toContain('英文內容多為自動翻譯');
    expect(text).toContain('rabbit');
    expect(text).toContain('還不知道小作者的年級');
  }, 20_000);
});
