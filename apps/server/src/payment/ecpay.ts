import { isWellFormedText } from '../lib/text.ts';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

/**
 * ECPay AIO (全方位金流): our own CheckMacValue and the few calls we make. The official Node SDK is not used
 * (docs/design-brief.md). Keys stay on the server: only signed form fields ever leave it.
 */

export type EcpayMode = Config['ECPAY_MODE'];
export type EcpayParams = Record<string, string>;

/** ECPay's public test merchant for AIO card payments (documented by ECPay; not a secret). */
export const ECPAY_TEST_MERCHANT = { merchantId: '3002607', hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' };

const HOSTS: Record<Exclude<EcpayMode, 'sandbox'>, string> = {
  stage: 'https://payment-stage.ecpay.com.tw',
  production: 'https://payment.ecpay.com.tw',
};
/** Where the browser posts the order in sandbox mode: our own simulated checkout page. */
export const SANDBOX_CHECKOUT_PATH = '/api/tool/ECPay/sandbox';

export interface EcpayAccount {
  mode: EcpayMode;
  merchantId: string;
  hashKey: string;
  hashIv: string;
  checkoutUrl: string;
  queryUrl: string | null;
}

export function ecpayAccount(config: Config): EcpayAccount {
  const mode = config.ECPAY_MODE;
  const merchantId = config.ECPAY_MERCHANT_ID ?? ECPAY_TEST_MERCHANT.merchantId;
  const hashKey = config.ECPAY_HASH_KEY ?? ECPAY_TEST_MERCHANT.hashKey;
  const hashIv = config.ECPAY_HASH_IV ?? ECPAY_TEST_MERCHANT.hashIv;
  if (mode === 'sandbox')
    return { mode, merchantId, hashKey, hashIv, checkoutUrl: SANDBOX_CHECKOUT_PATH, queryUrl: null };
  const host = HOSTS[mode];
  return {
    mode,
    merchantId,
    hashKey,
    hashIv,
    checkoutUrl: `${host}/Cashier/AioCheckOut/V5`,
    queryUrl: `${host}/Cashier/QueryTradeInfo/V5`,
  };
}

// After lower-casing, ECPay (.NET's UrlEncode) leaves these characters as they are.
const DOTNET_KEEP: Array<[string, string]> = [
  ['%2d', '-'],
  ['%5f', '_'],
  ['%2e', '.'],
  ['%21', '!'],
  ['%2a', '*'],
  ['%28', '('],
  ['%29', ')'],
];

/**
 * ECPay's URL encoding for CheckMacValue: PHP urlencode (space → '+', every reserved character
 * percent-encoded, '~' and "'" included), then lower case, then the .NET exceptions restored.
 */
export function ecpayUrlEncode(source: string): string {
  let s = encodeURIComponent(source)
    .replace(/%20/g, '+')
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)
    .toLowerCase();
  for (const [from, to] of DOTNET_KEEP) s = s.split(from).join(to);
  return s;
}

/** CheckMacValue of every parameter except CheckMacValue itself, keys sorted case-insensitively. */
export function checkMacValue(
  params: EcpayParams,
  hashKey: string,
  hashIv: string,
  method: 'sha256' | 'md5' = 'sha256',
): string {
  const keys = Object.keys(params)
    .filter((k) => k !== 'CheckMacValue')
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    });
  const raw = `HashKey=${hashKey}&${keys.map((k) => `${k}=${params[k]}`).join('&')}&HashIV=${hashIv}`;
  return createHash(method).update(ecpayUrlEncode(raw), 'utf8').digest('hex').toUpperCase();
}

/** Constant-time comparison of the received CheckMacValue with the one we compute. */
export function verifyCheckMacValue(params: EcpayParams, hashKey: string, hashIv: string): boolean {
  const received = Buffer.from(String(params.CheckMacValue ?? '').toUpperCase());
  // A value that is not well-formed UTF-16 cannot be URL-encoded, so it cannot come from ECPay.
  if (Object.values(params).some((v) => !isWellFormedText(String(v)))) return false;
  const expected = Buffer.from(checkMacValue(params, hashKey, hashIv));
  return received.length === expected.length && timingSafeEqual(received, expected);
}

export function sign(params: EcpayParams, account: Pick<EcpayAccount, 'hashKey' | 'hashIv'>): EcpayParams {
  return { ...params, CheckMacValue: checkMacValue(params, account.hashKey, account.hashIv) };
}

/** `yyyy/MM/dd HH:mm:ss` in Taiwan time (UTC+8, no daylight saving), as ECPay expects. */
export function formatTradeDate(d: Date): string {
  const t = new Date(d.getTime() + 8 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}/${p(t.getUTCMonth() + 1)}/${p(t.getUTCDate())} ${p(t.getUTCHours())}:${p(t.getUTCMinutes())}:${p(t.getUTCSeconds())}`;
}

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 20 letters/digits: 'SC' + yyMMddHHmmss (Taiwan time) + 6 random; unique by primary key on insert. */
export function newMerchantTradeNo(now = new Date()): string {
  const stamp = formatTradeDate(now).replace(/\D/g, '').slice(2);
  const rand = Array.from({ length: 6 }, () => ALNUM[randomInt(ALNUM.length)]).join('');
  return `SC${stamp}${rand}`;
}

export const MERCHANT_TRADE_NO = /^[A-Za-z0-9]{1,20}$/;

export interface TradeInfo {
  TradeStatus: string;
  TradeAmt: string;
  TradeNo: string;
  MerchantTradeNo: string;
}

/**
 * Asks ECPay's QueryTradeInfo (stage/production) about an order. Returns undefined when the answer is
 * missing or not correctly signed, so an unverifiable answer never credits anything.
 */
export async function queryTradeInfo(
  account: EcpayAccount,
  merchantTradeNo: string,
  fetchImpl: typeof fetch = fetch,
): Promise<TradeInfo | undefined> {
  if (!account.queryUrl) return undefined;
  const body = sign(
    {
      MerchantID: account.merchantId,
      MerchantTradeNo: merchantTradeNo,
      TimeStamp: String(Math.floor(Date.now() / 1000)),
    },
    account,
  );
  const res = await fetchImpl(account.queryUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) return undefined;
  const answer = Object.fromEntries(new URLSearchParams(await res.text())) as EcpayParams;
  if (!verifyCheckMacValue(answer, account.hashKey, account.hashIv)) return undefined;
  if (answer.MerchantTradeNo !== merchantTradeNo) return undefined;
  return {
    TradeStatus: answer.TradeStatus ?? '',
    TradeAmt: answer.TradeAmt ?? '',
    TradeNo: answer.TradeNo ?? '',
    MerchantTradeNo: answer.MerchantTradeNo,
  };
}
