import {
  HELP_LINE_KINDS,
  HELP_REGIONS,
  NEAREST_HOSPITAL_PATH,
  TRIAGE_GROUPS,
  type EmergencyHelpDto,
  type HelpLine,
  type TriageGroup,
} from './triage';

/**
 * The numbers an emergency answer gives (docs/assistant-triage.md#help, which cites each one's official
 * source). Every emergency gets India's 112 and 108 and the US 911; suicide and self-harm add the crisis
 * lines, poisoning the poison information centres.
 */
export const EMERGENCY_NUMBERS = {
  india: { emergency: '112', ambulance: '108', mentalHealth: '14416', poison: '1800-116-117' },
  us: { emergency: '911', crisis: '988', poison: '1-800-222-1222' },
} as const;

const line = (
  region: HelpLine['region'],
  kind: HelpLine['kind'],
  label: string,
  number: string,
): HelpLine => ({
  region,
  kind,
  label,
  number,
  href: `tel:${number.replace(/[^\d+]/g, '')}`,
});

const { india, us } = EMERGENCY_NUMBERS;
const EVERY_EMERGENCY: HelpLine[] = [
  line(HELP_REGIONS.india, HELP_LINE_KINDS.emergency, 'All emergencies', india.emergency),
  line(HELP_REGIONS.india, HELP_LINE_KINDS.ambulance, 'Ambulance', india.ambulance),
  line(HELP_REGIONS.us, HELP_LINE_KINDS.emergency, 'All emergencies', us.emergency),
];
const CRISIS: HelpLine[] = [
  line(
    HELP_REGIONS.india,
    HELP_LINE_KINDS.crisis,
    'Tele-MANAS mental health line (free, 24 hours)',
    india.mentalHealth,
  ),
  line(HELP_REGIONS.us, HELP_LINE_KINDS.crisis, '988 Suicide & Crisis Lifeline (call or text)', us.crisis),
];
const POISON: HelpLine[] = [
  line(
    HELP_REGIONS.india,
    HELP_LINE_KINDS.poison,
    'National Poisons Information Centre, AIIMS (free)',
    india.poison,
  ),
  line(HELP_REGIONS.us, HELP_LINE_KINDS.poison, 'Poison Help (free, 24 hours)', us.poison),
];

/** Each group's name on the card and its first advice: what to do while help is on its way. */
export const EMERGENCY_ADVICE: Record<TriageGroup, { title: string; advice: string }> = {
  unconscious: {
    title: 'Not responding or not breathing normally',
    advice:
      'Call an ambulance now. If the person is not breathing normally, start CPR (push hard and fast in the centre of the chest) and keep going until help arrives; the call handler will guide you.',
  },
  breathing: {
    title: 'Severe difficulty breathing',
    advice:
      'Call an ambulance now. Help the person sit upright and loosen tight clothing; use their reliever inhaler if they have one. Blue lips or being unable to finish a sentence means every minute counts.',
  },
  anaphylaxis: {
    title: 'Possible severe allergic reaction (anaphylaxis)',
    advice:
      'Use an adrenaline auto-injector now if one is prescribed, then call an ambulance. Lie the person down with legs raised (sit up if breathing is hard) and do not let them stand or walk.',
  },
  heart: {
    title: 'Possible heart attack',
    advice:
      'Call an ambulance now. Stop what you are doing, sit down and stay calm; do not drive yourself. Unlock the door and keep your phone with you.',
  },
  stroke: {
    title: 'Possible stroke',
    advice:
      'Call an ambulance now and note the time the signs began: treatment works best in the first hours. Do not give food, drink or medicines.',
  },
  bleeding: {
    title: 'Severe bleeding',
    advice:
      'Call an ambulance now. Press firmly and without stopping on the wound with a clean cloth; if blood soaks through, add more cloth on top. Vomiting or coughing up blood, or black stools, also need emergency care.',
  },
  seizure: {
    title: 'Seizure (fits)',
    advice:
      'Move hard objects away and cushion the head; put nothing in the mouth. Time it. Call an ambulance if it lasts over 5 minutes, if another follows, if the person is hurt, pregnant or does not wake up, or if it is their first one. Turn them on their side once the jerking stops.',
  },
  suicide: {
    title: 'You do not have to face this alone',
    advice:
      'Thank you for telling us. What you are feeling matters, and help is available right now. If you might act on thoughts of ending your life or hurting yourself, please call one of the lines below or emergency services, and stay with someone you trust. If you can, put away anything you could use to hurt yourself. These lines are free, confidential and there to listen without judging.',
  },
  poisoning: {
    title: 'Possible poisoning or overdose',
    advice:
      'Call an ambulance or a poison information line now. Do not make the person vomit and do not give anything to eat or drink unless told to. Keep the container, pills or plant to show the doctors. For a snake or scorpion bite, keep the person still and the bitten limb below the heart; no cutting, sucking or tight tourniquet.',
  },
  childDanger: {
    title: 'Danger signs in a child',
    advice:
      'A child who cannot drink or breastfeed, vomits everything, has had a fit, or is very sleepy or floppy, and a baby under 2 months with fever, a cold body, fast breathing or poor feeding, needs a hospital now. Go to the nearest emergency department or call an ambulance; keep breastfeeding or giving sips on the way if the child can take them.',
  },
  obstetric: {
    title: 'Danger signs in pregnancy or after birth',
    advice:
      'Go to the hospital or call an ambulance now. Bleeding, fits, a severe headache with blurred vision, severe belly pain, fever with weakness, difficult breathing, leaking waters or a baby that stops moving all need care today, not tomorrow. Take your pregnancy card with you.',
  },
  meningitis: {
    title: 'Possible meningitis',
    advice:
      'Go to an emergency department or call an ambulance now. A rash that does not fade when a glass is pressed on it, a stiff neck, or dislike of bright light with fever needs treatment within the hour.',
  },
  sepsis: {
    title: 'Possible sepsis',
    advice:
      'An infection with confusion, very fast breathing, mottled or bluish skin, no urine for a day, or feeling worse than ever before can be sepsis. Call an ambulance or go to an emergency department now and say "could this be sepsis?".',
  },
  headInjury: {
    title: 'Head injury with warning signs',
    advice:
      'Go to an emergency department now, or call an ambulance if the person is drowsy, confused, has a fit or is not awake. Do not leave them alone and do not give sleeping tablets or alcohol.',
  },
  burns: {
    title: 'Serious burn',
    advice:
      'Cool the burn under cool running water for 20 minutes (not ice), remove jewellery and loose clothing that is not stuck, then cover loosely with cling film or a clean cloth. Call an ambulance for large, deep, electrical or chemical burns, burns to the face, hands or genitals, or smoke breathed in.',
  },
  diabetic: {
    title: 'Possible very low or very high blood sugar',
    advice:
      'If the person is awake and can swallow, give sugar now (a glass of juice or 3–4 teaspoons of sugar in water) and check again in 15 minutes. If they are drowsy, confused, unconscious, vomiting or breathing deeply, call an ambulance and give nothing by mouth.',
  },
  ectopic: {
    title: 'Possible ectopic pregnancy',
    advice:
      'Belly pain on one side, shoulder-tip pain, bleeding or fainting early in pregnancy can mean a pregnancy outside the womb, which can bleed inside. Go to an emergency department now or call an ambulance.',
  },
  vision: {
    title: 'Sudden loss of vision',
    advice:
      'Sudden loss or dimming of sight, or a curtain or shadow over the vision, needs an eye emergency department or emergency department today, as soon as you can. For a chemical in the eye, rinse it with clean running water for 20 minutes first.',
  },
  torsion: {
    title: 'Possible twisted testicle (testicular torsion)',
    advice:
      'Sudden severe pain in a testicle needs an emergency department now: surgery within hours can save the testicle. Do not wait to see if it settles, and do not eat or drink in case an operation is needed.',
  },
};

/**
 * The card of an emergency answer: every number its groups call for, in the order they are offered. For
 * thoughts of suicide or self-harm the crisis lines come first; within that, India's before the US ones.
 */
export function emergencyHelp(groups: readonly TriageGroup[]): EmergencyHelpDto {
  const ordered = TRIAGE_GROUPS.filter((group) => groups.includes(group));
  const crisisFirst = ordered.includes('suicide');
  const rank = (entry: HelpLine) =>
    (crisisFirst && entry.kind === HELP_LINE_KINDS.crisis ? 0 : 2) +
    (entry.region === HELP_REGIONS.india ? 0 : 1);
  const lines = [
    ...EVERY_EMERGENCY,
    ...(crisisFirst ? CRISIS : []),
    ...(ordered.includes('poisoning') ? POISON : []),
  ];
  return {
    groups: ordered,
    lines: lines.sort((a, b) => rank(a) - rank(b)),
    nearestHospitalHref: NEAREST_HOSPITAL_PATH,
  };
}

const REGION_NAMES = { IN: 'India', US: 'US' } as const;

/** The fixed sentences of an emergency answer (each has its Hindi in the catalog). */
export const EMERGENCY_ANSWER_TEXT = {
  emergency: 'This may be an emergency.',
  crisis: 'Please reach out for support now.',
  callNow: 'Call now:',
  cannotHelp:
    'The assistant cannot help in an emergency: please call, or go to the nearest emergency department now.',
  comeBack:
    'You can also come back and talk here any time. The assistant is not a crisis service, so if you are in danger now, please call.',
} as const;

/**
 * The text of an emergency answer, in Markdown: each group's advice, then every number as a tappable
 * link, then what the assistant cannot do. `t` writes each sentence in the reader's language.
 */
export function emergencyAnswer(
  groups: readonly TriageGroup[],
  t: (text: string) => string = (text) => text,
): string {
  const help = emergencyHelp(groups);
  const crisis = help.groups.includes('suicide');
  const text = EMERGENCY_ANSWER_TEXT;
  return [
    `**${t(crisis ? text.crisis : text.emergency)}**`,
    ...help.groups.map(
      (group) => `**${t(EMERGENCY_ADVICE[group].title)}** — ${t(EMERGENCY_ADVICE[group].advice)}`,
    ),
    [
      t(text.callNow),
      ...help.lines.map(
        (entry) => `- ${t(REGION_NAMES[entry.region])}: [${entry.number}](${entry.href}) — ${t(entry.label)}`,
      ),
    ].join('\n'),
    t(crisis ? text.comeBack : text.cannotHelp),
  ].join('\n\n');
}
