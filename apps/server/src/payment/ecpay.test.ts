import { describe, expect, it } from 'vitest';
import {
  checkMacValue,
  ecpayUrlEncode,
  formatTradeDate,
  MERCHANT_TRADE_NO,
  newMerchantTradeNo,
  queryTradeInfo,
  verifyCheckMacValue,
} from './ecpay.ts';

// Published vectors: ECPay/ECPay-API-Skill guides/13-checkmacvalue.md §測試向量 (the test-vectors JSON file
// itself is not reachable from here), the AIO worked example on developers.ecpay.com.tw/?p=2902 and the MD5
// example on developers.ecpay.com.tw/?p=38242.
const STAGE = { key: 'pwFHCqoQZGmho4w6', iv: 'EkRm7iFT261dpevs' };

describe('CheckMacValue', () => {
  it('matches the SHA256 AIO vector with Chinese item names', () => {
    const params = {
      MerchantID: '3002607',
      MerchantTradeNo: 'Test1234567890',
      MerchantTradeDate: '2025/01/01 12:00:00',
      PaymentType: 'aio',
      TotalAmount: '100',
      TradeDesc: '測試',
      ItemName: '測試商品',
      ReturnURL: 'https://example.com/notify',
      ChoosePayment: 'ALL',
      EncryptType: '1',
    };
    expect(checkMacValue(params, STAGE.key, STAGE.iv)).toBe(
      '291CBA324D31FB5A4BBBFDF2CFE5D32598524753AFD4959C3BF590C5B2F57FB2',
    );
  });

  it('encodes an apostrophe as %27 (encodeURIComponent alone would not)', () => {
    const params = { MerchantID: '3002607', ItemName: "Tom's Shop", TotalAmount: '100' };
    expect(checkMacValue(params, STAGE.key, STAGE.iv)).toBe(
      'CF0A3D4901D99459D8641516EC57210700E8A5C9AB26B1D021301E9CB93EF78D',
    );
  });

  it('matches the developer-site worked example (spaces as +, keys in any order)', () => {
    const params = {
      TradeDesc: '促銷方案',
      PaymentType: 'aio',
      MerchantTradeDate: '2023/03/12 15:30:23',
      MerchantTradeNo: 'ecpay20230312153023',
      MerchantID: '3002607',
      ReturnURL: 'https://www.ecpay.com.tw/receive.php',
      ItemName: 'Apple iphone 15',
      TotalAmount: '30000',
      ChoosePayment: 'ALL',
      EncryptType: '1',
    };
    expect(checkMacValue(params, STAGE.key, STAGE.iv)).toBe(
      '6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840',
    );
  });

  it('matches the MD5 vectors (same encoding, other hash), including an empty value', () => {
    expect(
      checkMacValue(
        {
          MerchantID: '2000132',
          LogisticsType: 'CVS',
          LogisticsSubType: 'UNIMART',
          MerchantTradeDate: '2025/01/01 12:00:00',
        },
        '5294y06JbISpM5x9',
        'v77hoKGq4kWxNNIS',
        'md5',
      ),
    ).toBe('545E6146FD45BDA683C88454DB34CE8D');
    expect(
      checkMacValue(
        {
          RtnCode: '1',
          RtnMsg: '',
          IA_Allow_No: '1909181313013546',
          IA_Invoice_No: 'UV11100019',
          IA_Date: '2019-09-18 13:13:23',
          IIS_Remain_Allowance_Amt: '0',
        },
        'ejCk326UnaZWKisg',
        'q9jcZX8Ib9LM8wYk',
        'md5',
      ),
    ).toBe('50A276E71DAE26343013958B405EEEA0');
  });

  it('follows the .NET table: keeps -_.!*() and encodes ~ and space like PHP', () => {
    expect(ecpayUrlEncode('Items (Special)~Test')).toBe('items+(special)%7etest');
    expect(ecpayUrlEncode("Tom's Shop!")).toBe('tom%27s+shop!');
    expect(ecpayUrlEncode('price=100&item=test*2')).toBe('price%3d100%26item%3dtest*2');
    expect(ecpayUrlEncode('file_name-v2.0')).toBe('file_name-v2.0');
  });

  it('verifies a signed message and rejects any change, in any case of the hex', () => {
    const params = { MerchantID: '3002607', TotalAmount: '100', RtnCode: '1' };
    const signed = { ...params, CheckMacValue: checkMacValue(params, STAGE.key, STAGE.iv) };
    expect(verifyCheckMacValue(signed, STAGE.key, STAGE.iv)).toBe(true);
    expect(
      verifyCheckMacValue({ ...signed, CheckMacValue: signed.CheckMacValue.toLowerCase() }, STAGE.key, STAGE.iv),
    ).toBe(true);
    expect(verifyCheckMacValue({ ...signed, TotalAmount: '1000' }, STAGE.key, STAGE.iv)).toBe(false);
    expect(verifyCheckMacValue({ ...signed, CheckMacValue: 'short' }, STAGE.key, STAGE.iv)).toBe(false);
    expect(verifyCheckMacValue(params, STAGE.key, STAGE.iv)).toBe(false);
  });
});

describe('trade number and date', () => {
  it('writes the date in Taiwan time as yyyy/MM/dd HH:mm:ss', () => {
    expect(formatTradeDate(new Date('2026-11-22T16:05:09Z'))).toBe('2026/11/23 00:05:09');
  });
  it('makes unique 20-character letter/digit trade numbers', () => {
    const seen = new Set(Array.from({ length: 500 }, () => newMerchantTradeNo()));
    expect(seen.size).toBe(500);
    for (const no of seen) {
      expect(no).toMatch(MERCHANT_TRADE_NO);
      expect(no).toHaveLength(20);
    }
  });
});

describe('QueryTradeInfo (stage/production)', () => {
  const account = {
    mode: 'stage' as const,
    merchantId: '3002607',
    hashKey: STAGE.key,
    hashIv: STAGE.iv,
    checkoutUrl: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
    queryUrl: 'https://payment-stage.ecpay.com.tw/Cashier/QueryTradeInfo/V5',
  };
  const answer = (p: Record<string, string>) =>
    (async () =>
      new Response(
        new URLSearchParams({ ...p, CheckMacValue: checkMacValue(p, STAGE.key, STAGE.iv) }).toString(),
      )) as unknown as typeof fetch;

  it('posts a signed query and reads a signed answer', async () => {
    let sent = '';
    const fake = (async (_url: string, init: RequestInit) => {
      sent = String(init.body);
      const p = { MerchantID: '3002607', MerchantTradeNo: 'SC1', TradeStatus: '1', TradeAmt: '100', TradeNo: '123' };
      return new Response(
        new URLSearchParams({ ...p, CheckMacValue: checkMacValue(p, STAGE.key, STAGE.iv) }).toString(),
      );
    }) as unknown as typeof fetch;
    const info = await queryTradeInfo(account, 'SC1', fake);
    expect(info).toMatchObject({ TradeStatus: '1', TradeAmt: '100' });
    const q = Object.fromEntries(new URLSearchParams(sent));
    expect(q.MerchantTradeNo).toBe('SC1');
    expect(verifyCheckMacValue(q, STAGE.key, STAGE.iv)).toBe(true);
  });

  it('ignores an unsigned or foreign answer', async () => {
    const unsigned = (async () =>
      new Response('MerchantTradeNo=SC1&TradeStatus=1&TradeAmt=100')) as unknown as typeof fetch;
    expect(await queryTradeInfo(account, 'SC1', unsigned)).toBeUndefined();
    expect(await queryTradeInfo(account, 'SC1', answer({ MerchantTradeNo: 'SC2', TradeStatus: '1' }))).toBeUndefined();
  });
});
