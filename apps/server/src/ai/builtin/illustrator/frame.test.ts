import { describe, expect, it } from 'vitest';
import { joinPrompt, understand } from './understand.ts';

// Decision 0064: any figure against any drawable thing by the frame the child wrote, in phrasings of its own.
const plan = (who: string, where: string, what: string) => understand(joinPrompt(who, where, what));

describe('a figure placed by its frame against a thing no table lists', () => {
  it('in a small thing: the thing drawn round the figure, not beside it', () => {
    const p = plan('小老鼠', '廚房', '躲在碗裡');
    expect(p.setting?.relation).toBe('in');
    expect(p.props.some((x) => x.icon === p.setting?.icon)).toBe(false);
    expect(plan('小刺蝟', '森林', '躲在帽子裡').setting?.relation).toBe('in');
  });
  it('a tiny creature on a small thing sits on its top', () => {
    for (const [who, what] of [
      ['小螞蟻', '爬在蛋糕上'],
      ['小青蛙', '蹲在蘑菇上'],
      ['小蝸牛', '爬在蘋果上'],
    ])
      expect(plan(who!, '花園', what!).setting?.relation).toBe('on');
  });
  it('under a thing: the thing drawn over the figure', () => {
    expect(plan('小貓', '院子', '睡在汽車下面').setting).toMatchObject({ icon: 'automobile', relation: 'under' });
  });
  it('hiding behind a thing standing on the ground', () => {
    expect(plan('小兔子', '院子', '躲在水桶後面').setting).toMatchObject({ icon: 'bucket', relation: 'behind' });
  });
  it('leaves what has its own drawing: a ridden boat, a quilt, a hat things come out of, a place', () => {
    expect(plan('爸爸和我', '湖上', '坐在小船裡釣魚').setting).toBeUndefined();
    expect(plan('魔術師', '舞台', '從帽子裡變出一隻兔子').setting).toBeUndefined();
    expect(plan('公主', '城堡裡', '跳舞').setting).toBeUndefined();
    expect(plan('老師', '教室', '在黑板上寫字').setting).toBeUndefined();
    expect(plan('我', '廚房', '在杯子裡倒果汁').setting?.icon).not.toBe('hot-beverage');
  });
  it('a rock or a lamp post sat or stood on stays ridden', () => {
    expect(plan('弟弟', '海邊', '坐在大石頭上').props.some((x) => x.icon === 'rock' && x.placement === 'ride')).toBe(
      true,
    );
  });
});
