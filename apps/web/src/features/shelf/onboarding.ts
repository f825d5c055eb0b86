export type OnboardingCard = 'tour' | 'create' | 'topUp';

/**
 * The one onboarding card an empty shelf shows (part 1 §2 Main), in the spec's order: 'start tour' while no
 * guide has been completed (trial accounts never see the tour, part 1 §6); otherwise 'start creating' when the
 * user has points, and 'top up points' when they have none.
 */
export function onboardingCard(u: { point: number; guideDone: boolean; trial: boolean }): OnboardingCard {
  if (!u.guideDone && !u.trial) return 'tour';
  return u.point > 0 ? 'create' : 'topUp';
}
