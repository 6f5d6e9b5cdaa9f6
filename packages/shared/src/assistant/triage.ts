/**
 * The emergency groups of the triage engine (docs/assistant-triage.md), most urgent first: the order in
 * which an emergency answer gives their advice when a message falls in several.
 */
export const TRIAGE_GROUPS = [
  'unconscious',
  'breathing',
  'anaphylaxis',
  'heart',
  'stroke',
  'bleeding',
  'seizure',
  'suicide',
  'poisoning',
  'childDanger',
  'obstetric',
  'meningitis',
  'sepsis',
  'headInjury',
  'burns',
  'diabetic',
  'ectopic',
  'vision',
  'torsion',
] as const;
export type TriageGroup = (typeof TRIAGE_GROUPS)[number];
