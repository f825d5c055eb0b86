import { describe, expect, it } from 'vitest';
import { onboardingCard } from './onboarding.ts';

describe('empty-shelf onboarding card', () => {
  it('offers the tour until a guide is done, except to trial accounts', () => {
    expect(onboardingCard({ point: 30, guideDone: false, trial: false })).toBe('tour');
    expect(onboardingCard({ point: 0, guideDone: false, trial: false })).toBe('tour');
    expect(onboardingCard({ point: 30, guideDone: false, trial: true })).toBe('create');
  });
  it('then offers creating with points and topping up with none', () => {
    expect(onboardingCard({ point: 10, guideDone: true, trial: false })).toBe('create');
    expect(onboardingCard({ point: 3, guideDone: true, trial: false })).toBe('create');
    expect(onboardingCard({ point: 0, guideDone: true, trial: false })).toBe('topUp');
    expect(onboardingCard({ point: 0, guideDone: false, trial: true })).toBe('topUp');
  });
});
