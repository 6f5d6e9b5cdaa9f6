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

/** Where a help line answers. */
export const HELP_REGIONS = { india: 'IN', us: 'US' } as const;
export type HelpRegion = (typeof HELP_REGIONS)[keyof typeof HELP_REGIONS];

/** What a help line is for: every emergency, an ambulance, a suicide and self-harm crisis, a poisoning. */
export const HELP_LINE_KINDS = {
  emergency: 'emergency',
  ambulance: 'ambulance',
  crisis: 'crisis',
  poison: 'poison',
} as const;
export type HelpLineKind = (typeof HELP_LINE_KINDS)[keyof typeof HELP_LINE_KINDS];

/** A number to call, as shown on the emergency card: a tappable `tel:` link. */
export interface HelpLine {
  region: HelpRegion;
  kind: HelpLineKind;
  /** Who answers, e.g. "Tele-MANAS (mental health, free, 24 hours)". */
  label: string;
  /** As people read and dial it, e.g. "14416" or "1-800-222-1222". */
  number: string;
  /** The `tel:` link of the number. */
  href: string;
}

/**
 * The emergency card of an answer the triage engine (or the model's triage) escalated: the groups found,
 * every number to call for them, and where to find the nearest hospital.
 */
export interface EmergencyHelpDto {
  groups: TriageGroup[];
  lines: HelpLine[];
  /** The page listing the hospitals nearest to the person. */
  nearestHospitalHref: string;
}

/** The page that lists the facilities nearest to the person (public: guests need it most). */
export const NEAREST_HOSPITAL_PATH = '/nearest-hospital';
