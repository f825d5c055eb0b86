/** Keys of the member centre's own queries (the profile itself is lib/query-keys.ts userKeys.profile). */
export const profileKeys = {
  /** GET /api/tool/ECPayQuery for a stored trade number */
  trade: (merchantTradeNo: string | null) => ['ecpay-query', merchantTradeNo] as const,
};
