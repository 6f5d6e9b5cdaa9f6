import { describe, expect, it } from 'vitest';
import { triage, triageConversation } from './engine';
import { keyOf, normalise, tokenise } from './text';

/** The groups the engine names for one message. */
const groupsOf = (message: string, earlier: string[] = []) => triage(message, earlier).groups;

describe('reading the text', () => {
  it('normalises what varies without changing the word', () => {
    expect(normalise('Can’t BREATHE!!')).toBe('cant breathe!!');
    expect(normalise('paaaain')).toBe('pain');
    expect(normalise('ज़हर')).toBe(normalise('जहर'));
    expect(normalise('शुगर ४५')).toBe('शुगर 45');
    expect(normalise('36wks')).toBe('36 wks');
    expect(normalise('che\u200bst')).toBe('chest');
  });

  it('gives spelling variants of a Hinglish word one key', () => {
    expect(keyOf('seene')).toBe(keyOf('sine'));
    expect(keyOf('khoon')).toBe(keyOf('khun'));
    expect(keyOf('zehar')).toBe(keyOf('jehar'));
    expect(keyOf('kha')).not.toBe(keyOf('ka'));
    expect(keyOf('साँस')).toBe(keyOf('सांस'));
  });

  it('reads Hinglish text-speak as the words it stands for', () => {
    expect(keyOf('nhi')).toBe(keyOf('nahi'));
    expect(keyOf('ni')).toBe(keyOf('nahi'));
    expect(keyOf('krke')).toBe(keyOf('karke'));
    expect(keyOf('rha')).toBe(keyOf('raha'));
    expect(keyOf('hoon')).toBe(keyOf('hu'));
  });

  it('keeps decimals whole and cuts sentences at their ends', () => {
    const tokens = tokenise('Fever 38.5. Then a rash');
    expect(tokens.map((token) => token.word)).toEqual(['fever', '38.5', 'then', 'a', 'rash']);
    expect(tokens[1]?.number).toBe(38.5);
    expect(tokens[2]?.sentence).toBeGreaterThan(tokens[1].sentence);
  });
});

describe('signs in context', () => {
  it('finds a sign in any of three languages, typos and all', () => {
    expect(groupsOf('my dad has crushing chest pain')).toContain('heart');
    expect(groupsOf('papa ke seene me dard ho raha hai')).toContain('heart');
    expect(groupsOf('पापा के सीने में दर्द हो रहा है')).toContain('heart');
    expect(groupsOf('she is unconsious and not responding')).toContain('unconscious');
  });

  it('drops a denied sign, before or after it (Hindi puts the negation last)', () => {
    expect(groupsOf('no chest pain, just a cough')).toEqual([]);
    expect(groupsOf('seene me dard ya paseena nahi hai')).toEqual([]);
    expect(groupsOf('सीने में दर्द नहीं है')).toEqual([]);
  });

  it('keeps a sign whose own words hold a negation', () => {
    expect(groupsOf('he is not breathing')).toContain('unconscious');
    expect(groupsOf('mujhe saans nahi aa rahi')).toContain('breathing');
    expect(groupsOf('the bleeding will not stop')).toContain('bleeding');
  });

  it('drops a sign told of the past, unless the clause says it is back now', () => {
    expect(groupsOf('I had a heart attack two years ago, which diet is good?')).toEqual([]);
    expect(groupsOf('my grandfather died of a heart attack, should I get tested')).toEqual([]);
    expect(groupsOf('I had a stroke in 2019 and now my face is drooping again')).toContain('stroke');
  });

  it('drops a general question about a condition, but not one about someone', () => {
    expect(groupsOf('what are the signs of a stroke?')).toEqual([]);
    expect(groupsOf('stroke ke lakshan kya hote hain')).toEqual([]);
    expect(groupsOf('how do I know if my chest pain is a heart attack')).toContain('heart');
  });

  it('drops a condition ("if I get…") but keeps an asking form ("is it serious if…")', () => {
    expect(groupsOf('if I get chest pain should I go to hospital?')).toEqual([]);
    expect(groupsOf('is it serious if my chest hurts since an hour')).toContain('heart');
  });

  it('drops what turned out to be nothing', () => {
    expect(groupsOf('thought it was a heart attack but the ECG was normal, it was gas')).toEqual([]);
  });

  it('softens only the groups with a mild form', () => {
    expect(groupsOf('a small cut bleeding a lot')).toEqual([]);
    expect(groupsOf('bleeding a lot from a deep cut')).toContain('bleeding');
    expect(groupsOf('slight chest pain and sweating')).toContain('heart');
  });

  it('reads idioms as idioms', () => {
    expect(groupsOf('this traffic is killing me')).toEqual([]);
    expect(groupsOf('my boss nearly gave me a heart attack')).toEqual([]);
    expect(groupsOf('match dekhne ke liye mara ja raha hu')).toEqual([]);
  });

  it('tells a dose from an overdose and a sugar reading from a tablet', () => {
    expect(groupsOf('how many paracetamol can I take in a day?')).toEqual([]);
    expect(groupsOf('my son took 30 paracetamol tablets')).toContain('poisoning');
    expect(groupsOf('my doctor gave me 5 mg sleeping pills, is it safe daily?')).toEqual([]);
    expect(groupsOf('sugar 45 mg/dl and he is shaking and sweating')).toContain('diabetic');
  });
});

describe('who it is about', () => {
  it('frames the protocols by age and pregnancy, from anywhere in the message', () => {
    expect(groupsOf('my baby is 3 weeks old. She has a fever of 38')).toContain('childDanger');
    expect(groupsOf('my son is 6. He has a fever of 38')).toEqual([]);
    expect(groupsOf('I am 7 months pregnant and bleeding')).toContain('obstetric');
  });

  it("reads a message with the person's earlier ones", () => {
    expect(groupsOf('now she is bleeding', ['my wife is 7 months pregnant'])).toContain('obstetric');
  });

  it('raises what two messages complete together, not again what the first raised alone', () => {
    expect(triageConversation('and sweating a lot', ['my father has pain in his left arm'])).toContain(
      'heart',
    );
    expect(triageConversation('thank you, the ambulance is coming', ['he is not breathing'])).toEqual([]);
  });
});

describe('suicide and self-harm told in their parts (the C-SSRS items)', () => {
  const suicide = (message: string) => expect(groupsOf(message), message).toContain('suicide');
  const safe = (message: string) => expect(groupsOf(message), message).toEqual([]);

  it('hears a wish to be dead, and thoughts of dying, however it is put', () => {
    suicide('i would rather be dead than go on like this');
    suicide('honestly wish a bus would hit me');
    suicide('i think about dying all the time now');
    suicide('मुझे मौत आ जाए यही चाहता हूं');
    suicide('bas neend me hi chali jaun, yahi chahti hu');
  });

  it('hears life without a point, and others better off', () => {
    suicide('zindagi ka koi matlb nhi reh gaya');
    suicide('मेरे होने का कोई फायदा नहीं');
    suicide('my family would be so much happier without me');
    suicide('mere jaane ke baad sab sukoon se rahenge');
  });

  it('hears a method with intent, preparation, and a place to jump from', () => {
    suicide('keetnashak le aaya hu apne liye');
    suicide('sleeping pills jama kar rahi hu kuch hafton se');
    suicide('standing at the edge of the bridge');
    suicide('मैं छत पर खड़ा हूं, अब और नहीं सह सकता');
    suicide('aaj kuch kar baithunga');
  });

  it('hears fresh self-harm, also of someone else', () => {
    suicide('my son has fresh cuts on his arms again');
    suicide('took the blade out again tonight');
  });

  it('leaves the same words alone where they say something else', () => {
    safe('I want to die laughing at this meme');
    safe('my grandfather died of a stroke, what tests should I get');
    safe('can I take sleeping pills on a long flight');
    safe('im on the terrace hanging clothes');
    safe('no thoughts of hurting myself, just stressed about exams');
  });
});

describe('a cue inside a sign is part of the sign', () => {
  it('reads "at 32 weeks" as a pregnancy, not as an age in the past', () => {
    expect(groupsOf('my water broke at 32 weeks')).toContain('obstetric');
  });

  it('still reads "as a kid" as the past', () => {
    expect(groupsOf('had a seizure as a kid, can i drive')).toEqual([]);
  });
});
