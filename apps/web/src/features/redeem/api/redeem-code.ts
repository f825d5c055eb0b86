import type { PromotionData } from '@storycat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { profileQuery } from '../../../lib/auth.ts';

/** POST /api/user/promotionCode (form `promotion_code`); data[0].point is the new balance. */
export const redeemCode = async (code: string) => {
  const form = new URLSearchParams({ promotion_code: code });
  const r = await api.postForm<PromotionData>('/api/user/promotionCode', form);
  return r.data?.[0]?.point ?? 0;
};

export function useRedeemCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: () => qc.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
}
