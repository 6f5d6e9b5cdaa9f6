/**
 * The second look at a model's answer before it is shown (docs/assistant-triage.md#defence-in-depth):
 * an answer that itself sends the person to emergency care is shown as an emergency, with the card of
 * numbers, even when neither triage flagged the question. A conditional ("if it gets worse, call 112")
 * is the usual safety advice and does not count.
 */
const URGING = [
  /\b(call|dial|ring|phone|contact)\s+(an?\s+)?(ambulance|emergency|112|108|911|999|102)\b/,
  /\b(go|get|head|rush|take\s+(him|her|them|the\s+child|the\s+baby))\s+(straight\s+)?(to\s+)?(the\s+|an?\s+)?(nearest\s+)?(emergency|er|a&e|casualty|hospital)\b/,
  /\b(this|it|that)\s+(is|could\s+be|may\s+be|might\s+be|sounds\s+like|looks\s+like)\s+(an?\s+)?(medical\s+)?emergency\b/,
  /\bseek\s+(emergency|immediate|urgent)\s+(medical\s+)?(care|help|attention|treatment)\b/,
  /(एम्बुलेंस|एंबुलेंस|112|108)\s*(को\s*)?(बुलाएं|बुलाइए|बुलाओ|कॉल\s*करें|पर\s*कॉल)/,
  /(तुरंत|फौरन|अभी)\s*(अस्पताल|इमरजेंसी|आपातकालीन)/,
  /\b(ambulance|112|108)\s+(bulao|bulaiye|bulayein|call\s+karein|call\s+karo)\b/,
  /\b(turant|fauran|abhi)\s+(hospital|emergency)\b/,
];
const CONDITIONAL = /\b(if|unless|should|in\s+case|whenever|agar|jab\s+bhi)\b|अगर|जब\s*भी|यदि/;

/** Whether the answer tells the person, without an "if", to get emergency care now. */
export function answerUrgesEmergency(answer: string): boolean {
  return answer
    .toLowerCase()
    .split(/(?<=[.!?।\n])\s*/)
    .some((sentence) => !CONDITIONAL.test(sentence) && URGING.some((pattern) => pattern.test(sentence)));
}
