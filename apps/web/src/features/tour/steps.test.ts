import { describe, expect, it } from 'vitest';
import { tourRoleOf } from '../../lib/tour';
import { TOUR_STEPS } from './steps';

describe('the tour steps', () => {
  it('has 11 steps for doctors, 7 for patients and 9 for facilities', () => {
    expect(TOUR_STEPS.doctor).toHaveLength(11);
    expect(TOUR_STEPS.patient).toHaveLength(7);
    expect(TOUR_STEPS.facilities).toHaveLength(9);
  });

  it('gives administrators and users without a role no tour, and the last matching role its own', () => {
    expect(tourRoleOf(['admin'])).toBeNull();
    expect(tourRoleOf(['superAdmin'])).toBeNull();
    expect(tourRoleOf([])).toBeNull();
    expect(tourRoleOf(['patient'])).toBe('patient');
    expect(tourRoleOf(['patient', 'doctor'])).toBe('doctor');
    expect(tourRoleOf(['facility'])).toBe('facilities');
  });

  it('points every step at an element and explains it in one sentence', () => {
    for (const step of Object.values(TOUR_STEPS).flat()) {
      expect(step.targets.length).toBeGreaterThan(0);
      expect(step.text).toMatch(/^[A-Z][^.]*\.$/);
    }
  });
});
