export type OnboardingCard = 'tour' | 'create' | 'topUp';

/**
 * The onboarding cards an empty shelf shows (part 1 §2 Main), each under its own condition and in the spec's
 * order: 'start tour' while no guide has been completed (trial accounts never see the tour, part 1 §6); 'start
 * creating' when the user has points and the guide is done (or the account is a trial); 'top up points' when the
 * user has 0 points — also next to 'start tour', so a new family with no points sees where points come from.
 */
export function onboardingCards(u: { point: number; guideDone: boolean; trial: boolean }): OnboardingCard[] {
  const cards: OnboardingCard[] = [];
  if (!u.guideDone && !u.trial) cards.push('tour');
  if (u.point > 0 && (u.guideDone || u.trial)) cards.push('create');
  if (u.point <= 0) cards.push('topUp');
  return cards;
}
