/** Keys of the points screen's queries. */
export const pointKeys = {
  /** GET /api/tool/bonus-event */
  bonusEvent: ['bonus-event'] as const,
  /** GET /api/tool/pay-plan */
  payPlans: ['pay-plan'] as const,
};
