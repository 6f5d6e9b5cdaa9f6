/** Endings that differ between a field's and its doctor's names (Cardiology, Cardiologist; Orthopaedics, Orthopaedic Surgeon). */
const ENDINGS = /(ologists?|ology|icians?|ics|ic|ists?|y|s)$/;
const SHORTEST_STEM = 4;

/**
 * docs/directory.md#find-doctors: the stem a specialty filter matches by prefix, so a link saying
 * 'Orthopaedics' (a facility service) finds 'Orthopaedic Surgeon' (a doctor's specialty), and
 * 'Cardiology' finds 'Cardiologist'. The first word decides; a stem never gets shorter than 4 letters.
 */
export function specialtyStem(specialty: string): string {
  const first = specialty.trim().toLowerCase().split(/\s+/)[0] ?? '';
  const stem = first.replace(ENDINGS, '');
  return stem.length >= SHORTEST_STEM ? stem : first;
}
