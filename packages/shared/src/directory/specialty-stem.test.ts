import { describe, expect, it } from 'vitest';
import { specialtyStem } from './specialty-stem';

describe('specialtyStem', () => {
  it.each([
    ['Orthopaedics', 'Orthopaedic Surgeon'],
    ['Cardiology', 'Cardiologist'],
    ['Dermatology', 'Dermatologist'],
    ['Pediatrics', 'Pediatrician'],
    ['neurology', 'Neurologist'],
    ['Radiology', 'Radiologist'],
  ])('%s and %s share a stem', (field, doctor) => {
    expect(doctor.toLowerCase().startsWith(specialtyStem(field))).toBe(true);
    expect(field.toLowerCase().startsWith(specialtyStem(doctor))).toBe(true);
  });

  it('keeps different specialties apart', () => {
    expect('cardiologist'.startsWith(specialtyStem('Dermatology'))).toBe(false);
    expect('oncologist'.startsWith(specialtyStem('Orthopaedic Surgeon'))).toBe(false);
  });

  it('never cuts a word below four letters', () => {
    expect(specialtyStem('ENT Specialist')).toBe('ent');
    expect(specialtyStem('  ')).toBe('');
  });
});
