import { describe, expect, it } from 'vitest';
import { onboardingCards } from './onboarding.ts';

describe('empty-shelf onboarding cards', () => {
  it('offers the tour until a guide is done, except to trial accounts', () => {
    expect(onboardingCards({ point: 30, guideDone: false, trial: false })).toEqual(['tour']);
    expect(onboardingCards({ point: 30, guideDone: false, trial: true })).toEqual(['create']);
  });
  it('offers topping up whenever the user has 0 points, next to the tour for a new user', () => {
    expect(onboardingCards({ point: 0, guideDone: false, trial: false })).toEqual(['tour', 'topUp']);
    expect(onboardingCards({ point: 0, guideDone: true, trial: false })).toEqual(['topUp']);
    expect(onboardingCards({ point: 0, guideDone: false, trial: true })).toEqual(['topUp']);
  });
  it('offers creating with points once the guide is done', () => {
    expect(onboardingCards({ point: 10, guideDone: true, trial: false })).toEqual(['create']);
    expect(onboardingCards({ point: 3, guideDone: true, trial: false })).toEqual(['create']);
  });
});
