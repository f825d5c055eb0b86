import { describe, expect, it } from 'vitest';
import { checkText } from './safety.ts';

// Session g (issue 19): a card's or an account's number is personal information a child must not publish.
describe('personal information: card and account numbers', () => {
  it('refuses a number given after a card, account or passport label, in Chinese and English', () => {
    for (const t of [
      '我的健保卡號碼是 1234 5678 9012',
      '媽媽的信用卡號 4111-1111-1111-1111 可以借我用',
      '我爸爸的銀行帳號是 00312345678901，可以匯錢給我',
      '卡號：5566 7788 9900 1122',
      '我的提款卡卡號是9876543210123',
      'my health insurance card number is 000012345678',
      'card number 4111 1111 1111 1111',
    ])
      expect(checkText(t), t).toMatchObject({ safe: false, category: 'personal_info' });
  });

  it("refuses a bank card's sixteen digits with a valid check digit, with no label", () => {
    expect(checkText('4539 1488 0343 6467 這是我媽的卡')).toMatchObject({ safe: false, category: 'personal_info' });
  });

  it('lets amounts, years, counts and sums beside the same words through', () => {
    for (const t of [
      '我的悠遊卡裡有 500 元',
      '健保卡 2024 年換新了',
      '阿嬤拿健保卡去看醫生',
      '爸爸用信用卡買了一台腳踏車',
      '我存了 12000 元在存摺裡',
      '數學作業 12345678 × 9 = 111111102',
      '圓周率是 3.14159265358979',
      '1234 5678 9012 3456 是我亂寫的密碼鎖遊戲',
    ])
      expect(checkText(t), t).toEqual({ safe: true });
  });
});
