import type { TriageGroup } from '../assistant/triage';

/** The emergency groups of the medical assistant's triage as the statistics name them (shown through tm()). */
export const TRIAGE_GROUP_LABELS: Record<TriageGroup, string> = {
  unconscious: 'Not responding or not breathing',
  breathing: 'Severe breathing difficulty',
  anaphylaxis: 'Severe allergic reaction',
  heart: 'Heart attack signs',
  stroke: 'Stroke signs',
  bleeding: 'Severe bleeding',
  seizure: 'Seizures',
  suicide: 'Suicide and self-harm',
  poisoning: 'Poisoning and overdose',
  childDanger: 'Danger signs in a child',
  obstetric: 'Pregnancy danger signs',
  meningitis: 'Meningitis signs',
  sepsis: 'Sepsis signs',
  headInjury: 'Head injury',
  burns: 'Serious burns',
  diabetic: 'Very low or high blood sugar',
  ectopic: 'Ectopic pregnancy signs',
  vision: 'Sudden vision loss',
  torsion: 'Testicular torsion',
};
