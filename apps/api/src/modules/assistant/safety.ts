import type { RedFlagGroup } from '@carenet/shared';

/**
 * docs/medical-assistant.md#red-flags: phrasings of symptoms that need emergency care now, in English,
 * Hindi (Devanagari) and romanised Hindi (Hinglish). Checked before any model, whichever answers, so a
 * model's mistake or outage never stands between a person and the emergency numbers. Conservative on
 * purpose: a question merely about chest pain is answered as an emergency too.
 */
const RED_FLAGS: Record<RedFlagGroup, RegExp[]> = {
  heart: [
    /\b(chest|heart)\s+(pain|tightness|pressure|hurts?|ache)/,
    /\bpain\s+in\s+(my|the|his|her)\s+chest\b/,
    /\bchest\s+(is|feels)\s+(tight|heavy|crushing)/,
    /\bheart\s+attack\b/,
    /सीने\s*(में|मे)\s*दर्द/,
    /छाती\s*(में|मे)\s*दर्द/,
    /दिल\s*का\s*दौरा/,
    /\b(chest|seene|sine|seena|chhati|chati|chaati|chhaati)\s+(me|mein|main|mai)\s+(dard|dukh)/,
    /\bdil\s+ka\s+daura\b/,
  ],
  stroke: [
    /\bstroke\b/,
    /\bface\s+(is\s+)?(droop|drooping|fallen)/,
    /\bslurred\s+speech\b/,
    /\b(one|left|right)\s+side\s+(of\s+(my|the|his|her)\s+body\s+)?(is\s+)?(weak|numb|paraly)/,
    /\bsudden(ly)?\s+(can'?t|cannot|unable\s+to)\s+(speak|talk|move|see)/,
    /\b(worst|thunderclap)\s+headache\b/,
    /लकवा/,
    /चेहरा\s*टेढ़ा/,
    /\b(lakwa|lakva|laqwa|paralysis)\b/,
    /\b(chehra|muh|munh)\s+(tedha|tedhaa|terha)\b/,
  ],
  breathing: [
    /\b(can'?t|cannot|can\s+not|unable\s+to|struggling\s+to|hard\s+to)\s+breathe?\b/,
    /\b(difficulty|trouble)\s+breathing\b/,
    /\bshort(ness)?\s+of\s+breath\b/,
    /\bchoking\b/,
    /\b(lips|face)\s+(are\s+|is\s+)?(turning\s+)?blue\b/,
    /(सांस|साँस)\s*(नहीं|लेने\s*में)/,
    /\b(saans|sans|saas)\s+(nahi|nahin|nai|lene\s+(me|mein|main)\s+(takleef|taklif|dikkat|pareshani))/,
    /\b(saans|sans|saas)\s+(phool|ful|fool)/,
  ],
  bleeding: [
    /\b(severe|heavy|lots\s+of|a\s+lot\s+of|uncontrolled)\s+bleeding\b/,
    /\bbleeding\s+(that\s+)?(won'?t|will\s+not|doesn'?t|does\s+not|wont)\s+stop\b/,
    /\b(vomiting|coughing|throwing\s+up|spitting)\s+(up\s+)?blood\b/,
    /खून\s*(नहीं|नही)\s*रुक/,
    /बहुत\s*खून/,
    /खून\s*की\s*उल्टी/,
    /\b(khoon|khun|khoon)\s+(nahi|nahin|nai)\s+ruk/,
    /\b(bahut|bohot|bohat)\s+(khoon|khun)\b/,
    /\b(khoon|khun)\s+ki\s+(ulti|ultee)\b/,
  ],
  suicide: [
    /\bsuicid/,
    /\bkill\s+(myself|me)\b/,
    /\bend\s+(my\s+(own\s+)?life|it\s+all)\b/,
    /\b(want|wanna|going)\s+to\s+die\b/,
    /\bself[-\s]?harm\b/,
    /\b(hurt|cut|harm)\s+myself\b/,
    /\bno\s+reason\s+to\s+live\b/,
    /आत्महत्या/,
    /खुदकुशी/,
    /मरना\s*चाहत/,
    /जान\s*देन/,
    /\b(aatmhatya|atmahatya|aatmahatya|atmhatya|khudkushi|khudkhushi)\b/,
    /\bmarna\s+(chahta|chahti|chahata|chahati)\b/,
    /\bjaan\s+(dena|de\s+dunga|de\s+dungi)\b/,
    /\bjeena\s+(nahi|nahin)\s+(chahta|chahti)\b/,
  ],
  anaphylaxis: [
    /\banaphyla/,
    /\b(throat|tongue|lips?)\s+(is\s+|are\s+)?(swelling|swollen|closing|tight)/,
    /\bsevere\s+allergic\s+reaction\b/,
    /गला\s*(सूज|बंद)/,
    /गले\s*(में|मे)\s*सूजन/,
    /\b(gala|gla)\s+(sooj|suj|band)/,
    /\bgale\s+(me|mein)\s+(soojan|sujan)\b/,
  ],
  seizure: [
    /\bseizure/,
    /\bconvuls/,
    /\b(having|had|has|having\s+a|getting)\s+fits?\b/,
    /\bepileptic\s+(fit|attack)\b/,
    /दौरा\s*(पड़|पड)/,
    /मिर्गी/,
    /\b(daura|dora)\s+(pad|pada|padaa|padh|pad\s+raha)/,
    /\b(mirgi|mirgee)\b/,
  ],
  poisoning: [
    /\bpoison/,
    /\boverdos/,
    /\b(swallowed|drank|drunk|ate)\s+(bleach|pesticide|insecticide|acid|kerosene|rat\s+poison|phenyl)/,
    /\btook\s+(too\s+many|a\s+lot\s+of|all\s+(my|the))\s+(pills|tablets|medicines?)\b/,
    /(ज़हर|जहर)/,
    /\b(zeher|zehar|jahar|zahar|jehar)\b/,
  ],
  unconscious: [
    /\bunconscious\b/,
    /\bunresponsive\b/,
    /\bnot\s+(breathing|waking\s+up)\b/,
    /\b(won'?t|will\s+not)\s+wake\s+up\b/,
    /बेहोश/,
    /\b(behosh|behoshi|behos)\b/,
  ],
};

/** Lower case, one kind of apostrophe, single spaces: phrasings differ in little but these. */
function normalise(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ');
}

/** The red-flag group a question falls in, or null. */
export function redFlagOf(question: string): RedFlagGroup | null {
  const text = normalise(question);
  for (const [group, patterns] of Object.entries(RED_FLAGS) as [RedFlagGroup, RegExp[]][]) {
    if (patterns.some((pattern) => pattern.test(text))) return group;
  }
  return null;
}
