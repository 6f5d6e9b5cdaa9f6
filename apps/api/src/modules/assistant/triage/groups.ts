import type { TriageGroup } from '@carenet/shared';

/**
 * The emergency groups and the protocols they model (docs/assistant-triage.md#groups). A pattern is a list
 * of slots: each slot is met by any one of its `|`-separated signs, found alive (not denied, not past,
 * not a general question) within a few words of the pattern's other signs; a slot marked `@` may be met
 * anywhere in the message or in the person's earlier messages ("I am 7 months pregnant"). A group whose
 * signs have a mild form is `mildable`: "a slight nosebleed" is not an emergency.
 */
export interface GroupRule {
  group: TriageGroup;
  protocol: string;
  patterns: string[];
  mildable?: boolean;
}

const BREATH = 'BREATH_STRONG|BREATH_SOFT|CANT_SPEAK_SENTENCE|CHOKING';

/**
 * Signs that hold others: a phrase found as the longer sign ("vomited 5 times") still counts as the
 * shorter one it contains ("vomit") wherever a pattern asks for that.
 */
export const IMPLIED_SIGNS: Record<string, string[]> = {
  VOMITS_ALL: ['VOMIT'],
  REPEATED_VOMIT: ['VOMIT', 'HEAD_RED_FLAG'],
  NOT_BREATHING: ['BREATH_STRONG'],
  UNCONSCIOUS: ['DROWSY'],
  LABOUR_LONG: ['LABOUR'],
  WORST_HEADACHE: ['HEADACHE', 'SEVERE'],
  SWOLLEN_FACE_HANDS: ['SWELL', 'FACE'],
  POISON_METHOD: ['POISON', 'METHOD'],
  PILL_METHOD: ['PILLS', 'METHOD'],
  MANY_PILLS: ['MANY', 'PILLS'],
  HEAD_BLOW: ['HEAD', 'INJURY'],
  DEEP_BURN: ['BURN', 'BURN_MAJOR'],
  CHEMICAL_BURN: ['BURN', 'BURN_MAJOR'],
  SOOT_COUGH: ['SMOKE', 'BREATH_SOFT'],
  WEIGHT_ON_CHEST: ['CHEST', 'CHEST_WEIGHT'],
};

export const GROUP_RULES: GroupRule[] = [
  {
    group: 'unconscious',
    protocol: 'Basic life support: unresponsive, or not breathing normally (Resuscitation Council UK, AHA)',
    patterns: ['UNCONSCIOUS', 'NOT_BREATHING', 'COLLAPSED NOT_MOVING|BREATH_STRONG|BLUE'],
  },
  {
    group: 'breathing',
    protocol: 'Severe breathlessness: cannot speak in sentences, cyanosis, choking (BTS/SIGN, WHO)',
    patterns: [
      'BREATH_STRONG',
      'CHOKING',
      'CANT_SPEAK_SENTENCE',
      'BREATH_SOFT SEVERE|SUDDEN|BLUE|CHEST|DROWSY|CONFUSED|SWEAT',
      'BLUE LIPS_SKIN',
      'BREATH_FAST CHEST_INDRAWING|BLUE|CANT_SPEAK_SENTENCE|SEVERE',
    ],
  },
  {
    group: 'anaphylaxis',
    protocol: 'Anaphylaxis clinical criteria (World Allergy Organization 2020, EAACI)',
    patterns: [
      'ANAPHYLAXIS',
      'SWELL THROAT_TONGUE',
      'SWELL FACE|LIPS_SKIN|EYE ALLERGEN|HIVES|' + BREATH,
      'ALLERGEN ' + BREATH,
      'HIVES ' + BREATH + '|DIZZY|COLLAPSED|VOMIT',
      'ALLERGEN CANT_SWALLOW|VOICE_CHANGE|LOW_BP',
      'SWELL FACE|LIPS_SKIN|THROAT_TONGUE HIVES|' + BREATH,
      'HIVES VOICE_CHANGE|CANT_SWALLOW',
      'ALLERGEN HIVES DIZZY|COLLAPSED',
    ],
  },
  {
    group: 'heart',
    protocol: 'Acute coronary syndrome features (NICE CG95, AHA/ACC chest pain guideline)',
    patterns: [
      'HEART_ATTACK',
      'CHEST PAIN',
      'CHEST CHEST_WEIGHT',
      'PAIN ARM_JAW SWEAT|NAUSEA|VOMIT|' + BREATH,
      'CHEST SWEAT|' + BREATH,
    ],
  },
  {
    group: 'stroke',
    protocol: 'BE-FAST: Balance, Eyes, Face, Arm, Speech, Time',
    patterns: [
      'STROKE',
      'FACE_DROOP',
      'FACE ONE_SIDE WEAK',
      'ONE_SIDE WEAK',
      'WEAK LIMB SUDDEN|SPEECH_TROUBLE|FACE|ONE_SIDE',
      'FACE WEAK LIMB|ONE_SIDE',
      'SPEECH_TROUBLE|CONFUSED SUDDEN',
      'SPEECH_TROUBLE WEAK|FACE|LIMB',
      'SPEECH_TROUBLE',
      'BALANCE_LOSS SUDDEN|DOUBLE_VISION|DIZZY|HEADACHE',
      'BALANCE_LOSS DOUBLE_VISION',
      'DOUBLE_VISION SUDDEN',
      'VISION_LOSS SUDDEN WEAK|SPEECH_TROUBLE',
      'WORST_HEADACHE',
      'SUDDEN SEVERE HEADACHE',
    ],
  },
  {
    group: 'bleeding',
    protocol: 'Life-threatening bleeding (Stop the Bleed, Red Cross first aid)',
    mildable: true,
    patterns: [
      'BLEED HEAVY_FLOW',
      'VOMIT BLEED',
      'COUGH BLEED',
      'DARK_STOOL',
      'WOUND BLEED',
      'WOUND HEAVY_FLOW',
      'BLEED SHOCK|DIZZY|COLLAPSED',
    ],
  },
  {
    group: 'seizure',
    protocol: 'Seizure first aid (WHO, Epilepsy Foundation): a seizure now, or the first one',
    patterns: ['SEIZURE'],
  },
  {
    group: 'suicide',
    protocol: 'Columbia Suicide Severity Rating Scale (C-SSRS) screener',
    patterns: [
      'SUICIDE',
      'SELF_HARM',
      'CUT WRIST',
      'SHARP CUT SELF',
      'CUT SELF',
      'BOUGHT POISON|CHEMICAL SELF',
      'GIVE_AWAY WONT_NEED',
      'METHOD_RESEARCH PILLS|POISON|CHEMICAL|SUICIDE|METHOD',
      // The screener's items told in their parts (lexicon/intent.ts): a wish to be dead, life without a
      // point, others better off, a method with intent, a place to jump from, pills kept back.
      'WANT DEATH',
      'THOUGHT DEATH',
      'LIFE POINTLESS',
      'GONE RELIEF',
      'NOT_AROUND',
      'RASH_ACT',
      'FRESH_SELF_HARM',
      'METHOD INTENT_SELF',
      'PILLS|METHOD HOARD',
      'PILLS MANY INTENT_SELF',
      'DANGER_PLACE THERE_NOW|CANT_BEAR',
      'WANT END_ALL',
      'GOODBYE NO_CONTACT|NOT_AROUND|SUICIDE',
      'METHOD_RESEARCH DANGER_PLACE',
      'METHOD THERE_NOW',
    ],
  },
  {
    group: 'poisoning',
    protocol: 'Poisoning and overdose (WHO poisons centres, national poison information)',
    patterns: [
      'POISON',
      'INGEST CHEMICAL',
      'INGEST MANY PILLS',
      '@CHILD INGEST PILLS|CHEMICAL',
      'VENOM_ANIMAL BITE',
      'FUMES UNCONSCIOUS|DIZZY|DROWSY|CONFUSED|VOMIT|HEADACHE',
      // Organophosphate and other chemical exposure on the skin or breathed in, with its signs.
      'CHEMICAL VOMIT|SWEAT|DIZZY|UNCONSCIOUS|CONFUSED|SEIZURE|BREATH_STRONG',
    ],
  },
  {
    group: 'childDanger',
    protocol: 'WHO IMCI general danger signs (child 2 months to 5 years) and young infant danger signs',
    patterns: [
      '@CHILD CANT_DRINK',
      '@CHILD VOMITS_ALL',
      '@CHILD FLOPPY|DROWSY',
      '@CHILD CHEST_INDRAWING',
      '@CHILD SEIZURE',
      '@YOUNG_INFANT FEVER|COLD_BODY|BREATH_FAST|' + BREATH,
      '@YOUNG_INFANT CANT_DRINK|FLOPPY|DROWSY|VOMIT|YELLOW_SOLES',
    ],
  },
  {
    group: 'obstetric',
    protocol: 'WHO danger signs in pregnancy and after childbirth',
    patterns: [
      '@PREGNANT BLEED',
      '@PREGNANT SEIZURE|UNCONSCIOUS',
      '@PREGNANT HEADACHE BLURRED|VISION_LOSS|SWOLLEN_FACE_HANDS',
      '@PREGNANT SEVERE HEADACHE',
      '@PREGNANT SWOLLEN_FACE_HANDS',
      '@PREGNANT SEVERE BELLY|PAIN',
      '@PREGNANT FETAL_MOVES_LESS|NOT_MOVING',
      '@PREGNANT FLASHES|BLURRED|VISION_LOSS',
      '@PREGNANT WATERS_BROKE',
      '@PREGNANT LABOUR',
      'LABOUR_LONG',
      '@PREGNANT HEADACHE VOMIT|PAIN|BLURRED',
      '@PREGNANT FEVER WEAK|DROWSY|CONFUSED',
      '@PREGNANT ' + BREATH,
      '@POSTPARTUM BLEED|SEIZURE|UNCONSCIOUS|BREATH_STRONG',
      '@POSTPARTUM FEVER|HEADACHE',
      'FETAL_MOVES_LESS',
      'WATERS_BROKE',
    ],
  },
  {
    group: 'meningitis',
    protocol: 'Meningitis and meningococcal disease (NICE NG240)',
    patterns: [
      'MENINGITIS',
      'STIFF_NECK FEVER|HEADACHE|VOMIT|PHOTOPHOBIA|RASH_NONBLANCH',
      'RASH_NONBLANCH',
      'PHOTOPHOBIA FEVER|HEADACHE',
      '@CHILD FONTANELLE',
    ],
  },
  {
    group: 'sepsis',
    protocol: 'Sepsis red flags (NICE NG51, qSOFA)',
    patterns: [
      'SEPSIS',
      'INFECTION|FEVER SEPSIS_FLAG|LOW_BP',
      '@CHEMO FEVER',
      'INFECTION|FEVER CONFUSED|DROWSY',
      'INFECTION|FEVER BREATH_FAST|BREATH_STRONG',
    ],
  },
  {
    group: 'headInjury',
    protocol: 'Head injury: red flags for urgent assessment (NICE NG232)',
    patterns: [
      'INJURY HEAD_RED_FLAG|CONFUSED',
      'HEAD INJURY|COLLAPSED REPEATED_VOMIT|UNCONSCIOUS|CONFUSED|DROWSY|SEIZURE|HEAD_RED_FLAG|BLEED|WEAK|SPEECH_TROUBLE|BALANCE_LOSS|BLURRED|DOUBLE_VISION',
      'INJURY HEADACHE SEVERE|VOMIT|DROWSY|CONFUSED|HEAD_RED_FLAG',
      '@YOUNG_INFANT HEAD INJURY|COLLAPSED',
      '@CHILD HEAD INJURY|COLLAPSED VOMIT|SWELL',
      'HEIGHT_FALL HEAD',
    ],
  },
  {
    group: 'burns',
    protocol: 'Burns needing emergency care (WHO burns first aid, NICE CKS burns and scalds)',
    mildable: true,
    patterns: [
      'BURN BURN_MAJOR',
      'ELECTRIC',
      'BURN SMOKE|' + BREATH,
      'DEEP_BURN',
      '@CHILD BURN',
      'SCALD_SOURCE SKIN_DAMAGE|FACE|EYE',
      '@CHILD SCALD_SOURCE BURN_MAJOR',
      'SMOKE VOICE_CHANGE|' + BREATH,
    ],
  },
  {
    group: 'diabetic',
    protocol: 'Hypoglycaemia and diabetic ketoacidosis (ADA Standards of Care, NICE NG17/NG18)',
    mildable: true,
    patterns: [
      'LOW_SUGAR',
      'HIGH_SUGAR VOMIT|DKA|DROWSY|CONFUSED|BREATH_FAST|' + BREATH,
      'DKA DIABETIC|HIGH_SUGAR|VOMIT',
      '@DIABETIC CONFUSED|UNCONSCIOUS|SEIZURE|DROWSY',
      '@DIABETIC SHAKY SWEAT|CONFUSED|DIZZY',
    ],
  },
  {
    group: 'ectopic',
    protocol: 'Ectopic pregnancy (NICE NG126)',
    patterns: [
      'ECTOPIC',
      '@EARLY_PREGNANCY BELLY|PAIN SEVERE|ONE_SIDE|SHOULDER_TIP|DIZZY|COLLAPSED|BLEED',
      '@EARLY_PREGNANCY SHOULDER_TIP',
      '@PREGNANT SHOULDER_TIP BELLY|PAIN',
      '@EARLY_PREGNANCY BLEED',
    ],
  },
  {
    group: 'vision',
    protocol: 'Sudden loss of vision (NICE CKS, American Academy of Ophthalmology)',
    patterns: [
      'VISION_LOSS SUDDEN|ONE_EYE|EYE',
      'CURTAIN EYE|VISION_LOSS|SUDDEN|ONE_EYE',
      'FLASHES SUDDEN|CURTAIN',
      'BLURRED SUDDEN ONE_EYE|EYE',
      'INJURY EYE VISION_LOSS|BLURRED',
      'EYE_EMERGENCY',
    ],
  },
  {
    group: 'torsion',
    protocol: 'Testicular torsion (NICE CKS scrotal pain and swelling)',
    patterns: [
      'TORSION TESTICLE',
      'TESTICLE PAIN SUDDEN|SEVERE|VOMIT|SWELL',
      'TESTICLE SWELL BLUE|SUDDEN|SEVERE',
      '@CHILD|YOUNG_INFANT TESTICLE SWELL|PAIN',
    ],
  },
];
