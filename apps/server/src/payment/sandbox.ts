import { randomInt } from 'node:crypto';
import { luhnValid } from '../lib/luhn.ts';
import { type EcpayAccount, type EcpayParams, formatTradeDate, sign } from './ecpay.ts';

/**
 * ECPAY_MODE=sandbox: a local stand-in for ECPay's card page, so the whole purchase works offline. It
 * accepts the same signed form ECPay would, shows a card form, and on submit sends a correctly signed
 * ReturnURL notification — exactly what ECPay sends — then returns the browser to ClientBackURL.
 */

/** A card that the sandbox declines, to try the failure path. Any other valid number pays. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_TEST_CARD = '4311952222222222';

export interface CardInput {
  card_number?: string;
  card_expiry?: string;
  card_cvc?: string;
}

/** The problem with the card fields in Chinese, or null when they look like a card. */
export function cardProblem(c: CardInput, now = new Date()): string | null {
  const digits = (c.card_number ?? '').replace(/[\s-]/g, '');
  // ECPay's own test card does not pass the Luhn check; accept it as ECPay's stage does.
  if (!/^\d{16}$/.test(digits) || !(luhnValid(digits) || digits === SANDBOX_TEST_CARD))
    return '卡號不正確，請輸入 16 位數的信用卡號';
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(c.card_expiry ?? '');
  const month = Number(m?.[1]);
  const year = 2000 + Number(m?.[2]);
  const taiwanNow = new Date(now.getTime() + 8 * 3_600_000);
  const expired = year * 12 + month < taiwanNow.getUTCFullYear() * 12 + taiwanNow.getUTCMonth() + 1;
  if (!m || month < 1 || month > 12 || expired) return '有效期限不正確（MM/YY）';
  if (!/^\d{3}$/.test(c.card_cvc ?? '')) return '安全碼不正確，請輸入卡片背面 3 位數';
  return null;
}

/** The ReturnURL notification ECPay would send for this payment, signed with our keys. */
export function sandboxNotification(
  account: EcpayAccount,
  order: { merchant_trade_no: string; amount: number; created_at: unknown },
  cardNumber: string,
  now = new Date(),
): EcpayParams {
  const declined = cardNumber.replace(/[\s-]/g, '') === SANDBOX_DECLINED_CARD;
  const tradeNo = `${formatTradeDate(now).replace(/\D/g, '').slice(2, 8)}${String(randomInt(1e8)).padStart(8, '0')}`;
  return sign(
    {
      CustomField1: '',
      CustomField2: '',
      CustomField3: '',
      CustomField4: '',
      MerchantID: account.merchantId,
      MerchantTradeNo: order.merchant_trade_no,
      PaymentDate: formatTradeDate(now),
      PaymentType: 'Credit_CreditCard',
      PaymentTypeChargeFee: '0',
      RtnCode: declined ? '10100058' : '1',
      RtnMsg: declined ? '付款失敗' : '交易成功',
      SimulatePaid: '0',
      StoreID: '',
      TradeAmt: String(order.amount),
      TradeDate: formatTradeDate(new Date(order.created_at as Date)),
      TradeNo: tradeNo,
    },
    account,
  );
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:"Noto Sans TC",system-ui,sans-serif;background:#eef3f8;color:#23303d}
main{max-width:440px;margin:48px auto;padding:0 16px}
.badge{display:inline-block;background:#ffe08a;color:#6b4f00;border-radius:999px;padding:2px 12px;font-size:13px}
h1{font-size:22px;margin:12px 0 4px}.sum{display:flex;justify-content:space-between;background:#fff;border-radius:12px;
padding:14px 16px;margin:16px 0;box-shadow:0 1px 3px #0001}.sum b{font-size:20px;color:#0a7d4f}
.card{background:linear-gradient(135deg,#2b5876,#4e4376);color:#fff;border-radius:16px;padding:20px;height:170px;
display:flex;flex-direction:column;justify-content:space-between;box-shadow:0 8px 20px #2b587655}
.chip{width:44px;height:32px;border-radius:6px;background:linear-gradient(135deg,#f7d774,#c9a43b)}
.num{font-size:20px;letter-spacing:3px;font-family:monospace}form.pay{background:#fff;border-radius:12px;padding:16px;margin-top:16px;box-shadow:0 1px 3px #0001}
label{display:block;font-size:14px;margin:10px 0 4px}input{width:100%;font:inherit;padding:10px 12px;border:1px solid #c6d0da;border-radius:8px}
.row{display:flex;gap:12px}.row>div{flex:1}.err{background:#fde8e8;color:#9b1c1c;border-radius:8px;padding:10px 12px;margin-top:12px}
button{font:inherit;width:100%;margin-top:16px;padding:12px;border:0;border-radius:10px;background:#0a7d4f;color:#fff;font-size:17px;cursor:pointer}
button.cancel{background:#e6ebf0;color:#23303d;margin-top:8px}.hint{font-size:13px;color:#5b6b7a;margin-top:12px}`;

export interface CheckoutView {
  merchantTradeNo: string;
  itemName: string;
  amount: number;
  error?: string;
  cardNumber?: string;
}

/** The card page: plain HTML and CSS, no script, so it runs under our Content-Security-Policy. */
export function checkoutPage(v: CheckoutView): string {
  const no = esc(v.merchantTradeNo);
  return `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>信用卡付款（模擬）</title><style>${STYLE}</style></head><body><main>
<span class="badge">模擬付款 · 不會真的扣款</span><h1>信用卡付款</h1>
<div class="sum"><span>${esc(v.itemName)}<br><small>訂單 ${no}</small></span><b>NT$ ${v.amount}</b></div>
<div class="card"><div class="chip"></div><div class="num">•••• •••• •••• ••••</div><div>STORYCAT SANDBOX</div></div>
<form class="pay" method="post" action="/api/tool/ECPay/sandbox/pay">
<input type="hidden" name="MerchantTradeNo" value="${no}">
<label for="card_number">信用卡號</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="off" placeholder="4311 9522 2222 2222" value="${esc(v.cardNumber ?? '')}" required>
<div class="row"><div><label for="card_expiry">有效期限</label><input id="card_expiry" name="card_expiry" placeholder="MM/YY" autocomplete="off" required></div>
<div><label for="card_cvc">安全碼</label><input id="card_cvc" name="card_cvc" inputmode="numeric" placeholder="222" autocomplete="off" required></div></div>
${v.error ? `<div class="err" role="alert">${esc(v.error)}</div>` : ''}
<button type="submit" name="action" value="pay">確認付款 NT$ ${v.amount}</button>
<button type="submit" name="action" value="cancel" class="cancel" formnovalidate>取消，回到故事貓</button>
<p class="hint">測試卡號 4311 9522 2222 2222 付款成功；4000 0000 0000 0002 模擬付款失敗。</p>
</form></main></body></html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><title>付款錯誤</title><style>${STYLE}</style></head>
<body><main><h1>付款錯誤</h1><div class="err" role="alert">${esc(message)}</div></main></body></html>`;
}
