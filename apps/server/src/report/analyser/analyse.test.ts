import { describe, expect, it } from 'vitest';
import { analyseStory, countWords, gradedLevel, mattr } from './analyse.ts';
import { EASY_STORY, HARD_STORY } from './fixtures.ts';
import { buildReport } from './report-builder.ts';
import { zhBand } from './wordlists.ts';

describe('countWords (the 150 gate)', () => {
  it('counts each Chinese character and each Latin word, not punctuation or spaces', () => {
    // 小明和 Tom 去公園玩 3 次！ → 小明和(3) + 去公園玩(4) + 次(1) = 8 characters, Tom and 3 = 2 words
    expect(countWords(['小明和 Tom 去公園玩 3 次！'])).toBe(10);
    expect(countWords(['，。！？「」  '])).toBe(0);
  });
  it('counts the hand-checked easy story', () => {
    // hand count of the 12 pages: 17+15+14+11+12+10+10+14+12+10+12+23 Chinese characters
    expect(countWords(EASY_STORY.zh)).toBe(168);
  });
});

describe('analyseStory', () => {
  const easy = analyseStory(EASY_STORY);
  const hard = analyseStory(HARD_STORY);

  it('lists frequent words, not characters, without function words', () => {
    expect(easy.commonZh.slice(0, 2)).toEqual([
      { word: '小兔子', count: 6 },
      { word: '小熊', count: 5 },
    ]);
    const words = easy.commonZh.map((w) => w.word);
    for (const stop of ['的', '了', '牠', '我們', '一起', '，']) expect(words).not.toContain(stop);
    expect(easy.commonEn.slice(0, 3)).toEqual([
      { word: 'rabbit', count: 6 },
      { word: 'bear', count: 5 },
      { word: 'fish', count: 3 },
    ]);
    expect(easy.commonEn.map((w) => w.word)).not.toContain('the');
  });

  it('rates harder vocabulary at a higher level in both languages', () => {
    expect(hard.levelZh).toBeGreaterThan(easy.levelZh + 1);
    expect(hard.levelEn).toBeGreaterThan(easy.levelEn + 1);
    for (const l of [easy.levelZh, easy.levelEn, hard.levelZh, hard.levelEn]) {
      expect(l).toBeGreaterThanOrEqual(0);
      expect(l).toBeLessThanOrEqual(10);
    }
  });

  it('finds the emotion and logic words of the story', () => {
    expect(easy.hits.positive).toContain('開心');
    expect(easy.hits.negative).toContain('害怕');
    expect(easy.hits.logic).toEqual(expect.arrayContaining(['因為', '所以']));
  });
});

describe('gradedLevel and mattr', () => {
  it('gives 0 for no words and the band of common words', () => {
    expect(gradedLevel([], zhBand)).toBe(0);
    expect(gradedLevel(['是', '是'], zhBand)).toBe(1);
    expect(gradedLevel(['xyzzyq'], new Map())).toBe(10);
  });
  it('MATTR is 1 for all-different words and falls with repetition', () => {
    expect(mattr(['a', 'b', 'c'])).toBe(1);
    expect(mattr(Array(100).fill('a'))).toBeCloseTo(1 / 50);
  });
});

describe('buildReport', () => {
  it('gives every section in the report object shape', () => {
    const r = buildReport({ ...EASY_STORY, title_ch: '小兔子', title_en: 'Little Rabbit', age: 8 });
    expect(r.story_basic).toEqual({ title_ch: '小兔子', title_en: 'Little Rabbit', age: 8, word_count: 168 });
    for (const v of Object.values(r.ability)) expect(v).toMatch(/^[0-6]\.\d, \S/);
    for (const v of Object.values(r.traits)) expect(Number(v)).toBeGreaterThanOrEqual(0);
    for (const v of Object.values(r.traits)) expect(Number(v)).toBeLessThanOrEqual(6);
    expect(r.analysis.sum).toContain('168 字');
    expect(r.analysis.interest).toContain('小兔子');
  });
  it('sees more imagination in the space story and more feeling in the rabbit story', () => {
    const easy = buildReport({ ...EASY_STORY, title_ch: '', title_en: '', age: null });
    const hard = buildReport({ ...HARD_STORY, title_ch: '', title_en: '', age: null });
    expect(parseFloat(hard.ability.creative)).toBeGreaterThan(parseFloat(easy.ability.creative));
    expect(parseFloat(easy.ability.emotion)).toBeGreaterThan(parseFloat(hard.ability.emotion));
    expect(hard.character.animal).toBe('Dragon');
  });
});

describe('words, names and feelings (issue U)', () => {
  const story = {
    zh: [
      '米米在樹上看到一顆蘋果，她好開心！',
      '小兔子和兔子媽媽一起跳舞，大家興高采烈。',
      '米米掉下來哭了，可是她一點也不難過。',
      '因為天黑了，所以小兔子回家了。',
    ],
    en: [],
    names: ['米米'],
  };
  const m = analyseStory(story);
  const words = m.commonZh.map((w) => w.word);

  it('keeps the main character name whole and counts it as a name', () => {
    expect(m.names[0]).toEqual({ word: '米米', count: 2 });
    expect(words).toContain('米米');
    for (const w of ['米', '裡', '上', '下', '的', '了', '在', '好']) expect(words).not.toContain(w);
  });

  it('finds a reduplicated name without the character record', () => {
    const m2 = analyseStory({ ...story, names: [] });
    expect(m2.names.map((n) => n.word)).toContain('米米');
  });

  it('merges 小兔子 and 兔子 into one word', () => {
    // 小兔子 twice and 兔子 (媽媽) once
    const rabbit = m.commonZh.find((w) => w.word === '小兔子');
    expect(rabbit?.count).toBe(3);
    expect(words).not.toContain('兔子');
  });

  it('counts idioms and reads intensifiers and negation', () => {
    expect(m.idioms).toContain('興高采烈');
    const happy = m.feelings.find((f) => f.word === '開心')!;
    expect(happy).toMatchObject({ intensified: true, negated: false, pleasant: true });
    const sad = m.feelings.find((f) => f.word === '難過')!;
    expect(sad).toMatchObject({ negated: true, pleasant: true });
    for (const list of Object.values(m.evidence)) for (const p of list) expect(story.zh.join('')).toContain(p);
    expect(m.evidence.logical.some((p) => p.includes('因為'))).toBe(true);
  });

  it('scores no feelings near 0 and written feelings well above', () => {
    const none = buildReport({
      zh: ['小明去公園散步。', '他看到一棵大樹。'],
      en: [],
      title_ch: '',
      title_en: '',
      age: null,
    });
    expect(parseFloat(none.ability.emotion)).toBeLessThanOrEqual(0.5);
    const felt = buildReport({ ...story, title_ch: '', title_en: '', age: null });
    expect(parseFloat(felt.ability.emotion)).toBeGreaterThan(2);
    expect(felt.ability.emotion).toContain('「');
  });
});

describe('only the child’s own English is measured (issue U)', () => {
  const base = { title_ch: '', title_en: '', age: null };
  const words = (n: number) =>
    Array.from({ length: n }, (_, i) => ['cat', 'jumps', 'over', 'moon', 'happily', 'tonight'][i % 6]).join(' ');

  it('the translator’s drafts are left out of the level and the treemap', () => {
    const enOwn = EASY_STORY.en.map(() => false);
    const m = analyseStory({ ...EASY_STORY, enOwn });
    expect(m.enOwnWords).toBe(0);
    expect(m.enTokens).toEqual([]);
    expect(m.commonEn).toEqual([]);
    expect(m.levelEn).toBe(0);
    const r = buildReport({ ...EASY_STORY, enOwn, ...base });
    expect(r.level.en_note).toBe('英文內容多為自動翻譯，暫不分析英文程度');
    expect(r.analysis.mastery).toContain('英文內容多為自動翻譯，暫不分析英文程度');
    expect(r.analysis.mastery).not.toMatch(/英文約為第/);
  });

  it('29 own words: the note; 30: a level — the translated pages never count', () => {
    const zh = ['小貓跳過月亮。', '小貓很開心。'];
    const translated = words(200);
    const at = (n: number) =>
      buildReport({ zh, en: [words(n), translated], enOwn: [true, false], names: [], ...base }).level;
    expect(at(29).en_note).toBe('英文內容多為自動翻譯，暫不分析英文程度');
    expect(at(29).level_en).toBe(0);
    expect(at(29).en_own_words).toBe(29);
    expect(at(30).en_note).toBeNull();
    expect(at(30).level_en).toBeGreaterThan(0);
  });

  it('the English title counts when it is hers, and not when it is the draft', () => {
    const zh = ['小貓跳過月亮。'];
    const en = [words(25)];
    const own = (titleOwn: boolean) =>
      analyseStory({ zh, en, enOwn: [true], titleEn: { text: 'The Cat Who Jumps Over the Moon', own: titleOwn } });
    expect(own(false).enOwnWords).toBe(25);
    expect(own(true).enOwnWords).toBe(32);
    expect(own(true).enAnalysed).toBe(true);
  });

  it('words are counted as a reader counts them: don’t is one word', () => {
    const m = analyseStory({ zh: ['小貓。'], en: ["I don't know, it's the cat's hat."] });
    expect(m.enOwnWords).toBe(7);
  });
});
