import { describe, expect, it } from 'vitest';
import { analyseStory } from './analyse.ts';
import { pupilHighlight } from './highlight.ts';

const of = (pages: string[], names: string[] = []) => pupilHighlight(analyseStory({ zh: pages, en: [], names }));

describe('the teacher’s one highlight', () => {
  it('quotes the book, preferring a feeling, then a reason, then an idiom', () => {
    const idiom = of(['小明走進花園。', '花園裡的花五顏六色。'], ['小明']);
    expect(idiom).toBe('用了成語或四字詞「五顏六色」');
    const felt = of(['阿花找不到媽媽，難過得哭了。'], ['阿花'])!;
    expect(felt).toMatch(/^寫出角色的感受「/);
    expect('阿花找不到媽媽，難過得哭了。').toContain(/「(.+)」/.exec(felt)![1]!);
    const reason = of(['因為下雨，所以小狗待在家裡。'])!;
    expect(reason).toMatch(/^用前因後果串起情節「.*因為/);
  });

  it('says nothing rather than something generic', () => {
    expect(of(['。'])).toBeNull();
    expect(of([''])).toBeNull();
  });
});
