import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DIRECTORY_CSV_COLUMNS, type DirectoryCsvColumn } from '@carenet/shared';
import { toCsv } from '../../../platform/csv';
import { SAMPLE_CSV_RELATIVE_PATH } from './path';

/**
 * The sample hospital directory (docs/directory.md#the-sample-directory): FICTIONAL doctors made up for
 * CareNet from the lists below by a seeded generator, so the same file comes out every time. Any
 * likeness to a real person is chance. Run `npx tsx apps/api/src/modules/directory/sample/generate.ts`
 * to write apps/api/directory-sample/doctors.csv again; a test keeps the committed file equal to it.
 */

export const SAMPLE_SIZE = 360;

const CITIES = [
  { city: 'Mumbai', state: 'Maharashtra', country: 'India', languages: ['Marathi', 'Hindi'], area: '' },
  { city: 'Pune', state: 'Maharashtra', country: 'India', languages: ['Marathi', 'Hindi'], area: '' },
  { city: 'Delhi', state: 'Delhi', country: 'India', languages: ['Hindi', 'Punjabi'], area: '' },
  { city: 'Bengaluru', state: 'Karnataka', country: 'India', languages: ['Kannada', 'Tamil'], area: '' },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    country: 'India',
    languages: ['Telugu', 'Hindi', 'Urdu'],
    area: '',
  },
  { city: 'Chennai', state: 'Tamil Nadu', country: 'India', languages: ['Tamil'], area: '' },
  { city: 'Kolkata', state: 'West Bengal', country: 'India', languages: ['Bengali', 'Hindi'], area: '' },
  { city: 'New York', state: 'New York', country: 'United States', languages: ['Spanish'], area: '212' },
  {
    city: 'San Francisco',
    state: 'California',
    country: 'United States',
    languages: ['Spanish', 'Mandarin'],
    area: '415',
  },
  {
    city: 'Chicago',
    state: 'Illinois',
    country: 'United States',
    languages: ['Spanish', 'Polish'],
    area: '312',
  },
  {
    city: 'Houston',
    state: 'Texas',
    country: 'United States',
    languages: ['Spanish', 'Vietnamese'],
    area: '713',
  },
  {
    city: 'Boston',
    state: 'Massachusetts',
    country: 'United States',
    languages: ['Portuguese'],
    area: '617',
  },
] as const;

const SPECIALTIES = [
  'Orthopaedic Surgeon',
  'Cardiologist',
  'Dermatologist',
  'General Physician',
  'Gynaecologist',
  'Neurologist',
  'Oncologist',
  'Pediatrician',
  'Psychiatrist',
  'Radiologist',
  'ENT Specialist',
  'Endocrinologist',
  'Gastroenterologist',
  'Nephrologist',
  'Ophthalmologist',
  'Pulmonologist',
  'Urologist',
] as const;

/** Made-up given and family names; pairs are drawn at random, so no row names a real doctor on purpose. */
const INDIAN_GIVEN = [
  'Aarav',
  'Anika',
  'Devika',
  'Ishaan',
  'Kavya',
  'Rohan',
  'Meenal',
  'Tanvi',
  'Vikram',
  'Nandita',
  'Siddharth',
  'Lavanya',
  'Harish',
  'Pallavi',
  'Kiran',
  'Sunil',
  'Aditi',
  'Farhan',
  'Gauri',
  'Jatin',
];
const INDIAN_FAMILY = [
  'Varkey',
  'Deshpande',
  'Kulkarni',
  'Bhattacharya',
  'Reddy',
  'Menon',
  'Chatterjee',
  'Saxena',
  'Nair',
  'Ahluwalia',
  'Iyengar',
  'Qureshi',
  'Mahajan',
  'Dutta',
  'Pillai',
  'Joshi',
  'Venkatesh',
  'Sengupta',
  'Rathore',
  'Banerjee',
];
const US_GIVEN = [
  'Avery',
  'Jordan',
  'Morgan',
  'Elena',
  'Marcus',
  'Priscilla',
  'Theo',
  'Naomi',
  'Calvin',
  'Rosa',
  'Declan',
  'Imani',
  'Wesley',
  'Hannah',
  'Julian',
  'Lorena',
  'Grant',
  'Mei',
  'Oscar',
  'Tessa',
];
const US_FAMILY = [
  'Whitfield',
  'Okafor',
  'Lindqvist',
  'Moreno',
  'Castellano',
  'Abernathy',
  'Nakamura',
  'Holloway',
  'Fitzgerald',
  'Delgado',
  'Brennan',
  'Yoon',
  'Kowalski',
  'Prescott',
  'Ramirez',
  'Sutherland',
  'Oyelaran',
  'Carrow',
  'Haddad',
  'Vance',
];

/** Fictional hospitals of each country (no real institution is meant). */
const INDIAN_HOSPITALS = [
  'Sahyadri Care Hospital',
  'Lotus Multispeciality Centre',
  'Ganga Valley Hospital',
  'Nilgiri Medical Institute',
  'Deccan Heart and Bone Clinic',
  'Kaveri City Hospital',
  'Arogya Seva Hospital',
  'Saraswati Medical College Hospital',
];
const US_HOSPITALS = [
  'Harborview Community Medical Center',
  'Maple Ridge General Hospital',
  'Bluewater Health Institute',
  'Cedar Point University Hospital',
  'Lakeshore Family Clinic',
  'Silver Pine Medical Center',
];
const INDIAN_COLLEGES = [
  'Western Ghats Medical College',
  'Eastern Coast Institute of Medical Sciences',
  'Central India College of Medicine',
  'Southern Plateau Medical University',
];
const US_COLLEGES = [
  'Northfield School of Medicine',
  'Great Lakes Medical College',
  'Pacific Coast University School of Medicine',
  'Atlantic State College of Medicine',
];
const INDIAN_SOCIETIES = [
  'Indian Society of Clinical Practice (fictional)',
  'Association of Hospital Physicians of India (fictional)',
];
const US_SOCIETIES = [
  'American Guild of Clinical Practitioners (fictional)',
  'Society of Community Physicians (fictional)',
];
const CERTIFICATIONS = [
  'Basic Life Support',
  'Advanced Cardiac Life Support',
  'Good Clinical Practice',
  'Fellowship in Minimal Access Surgery',
  'Certificate in Medical Ethics',
];
const ACHIEVEMENTS = [
  'Best Resident Award',
  'Community Health Camp Lead',
  'Published case series in a peer-reviewed journal',
  'Teaching Excellence Award',
  'Organised free screening drives',
];

/** mulberry32: a small seeded generator, so the sample is the same file on every machine. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sampleDirectoryCsv(): string {
  const random = seeded(20_261_128);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const rows: string[][] = [];
  for (let n = 1; n <= SAMPLE_SIZE; n++) {
    const place = CITIES[n % CITIES.length];
    const indian = place.country === 'India';
    // Every third doctor is an orthopaedic surgeon, so each city has several (the assistant's knee-pain story).
    const speciality = n % 3 === 0 ? SPECIALTIES[0] : SPECIALTIES[n % SPECIALTIES.length];
    const given = pick(indian ? INDIAN_GIVEN : US_GIVEN);
    const family = pick(indian ? INDIAN_FAMILY : US_FAMILY);
    const hospitals = indian ? INDIAN_HOSPITALS : US_HOSPITALS;
    const graduated = 1985 + Math.floor(random() * 30);
    const joinedCurrent = Math.min(2024, graduated + 14);
    const current = pick(hospitals);
    const earlier = pick(hospitals);
    const handle = `${given}.${family}.${n}`.toLowerCase();
    const cells: Record<DirectoryCsvColumn, string> = {
      ref: `SAMPLE-${String(n).padStart(4, '0')}`,
      name: `Dr. ${given} ${family}`,
      speciality,
      // 555-0100 to 555-0199 are the US numbers set aside for fiction.
      phone: indian
        ? `+9198${String(10_000_000 + n * 7919).slice(0, 8)}`
        : `+1${place.area}55501${String(n % 100).padStart(2, '0')}`,
      email: `${handle}@directory.example`,
      linkedin: `https://linkedin.example/in/${handle.replaceAll('.', '-')}`,
      twitter: n % 4 === 0 ? '' : `https://twitter.example/${handle.replaceAll('.', '_')}`,
      city: place.city,
      state: place.state,
      country: place.country,
      languages: ['English', ...place.languages.slice(0, 1 + (n % place.languages.length))].join(';'),
      experience: [
        `Senior Consultant, ${speciality}|${current}|${joinedCurrent}–present`,
        `Consultant|${earlier}|${graduated + 6}–${joinedCurrent}`,
      ].join(';'),
      education: [
        `${indian ? 'MBBS' : 'MD'}|${pick(indian ? INDIAN_COLLEGES : US_COLLEGES)}|${graduated}`,
        `${indian ? 'Postgraduate degree' : 'Residency'}, ${speciality} training|${pick(indian ? INDIAN_COLLEGES : US_COLLEGES)}|${graduated + 4}`,
      ].join(';'),
      memberships: pick(indian ? INDIAN_SOCIETIES : US_SOCIETIES),
      certifications: [pick(CERTIFICATIONS), pick(CERTIFICATIONS)]
        .filter((item, i, all) => all.indexOf(item) === i)
        .join(';'),
      achievements: pick(ACHIEVEMENTS),
    };
    rows.push(DIRECTORY_CSV_COLUMNS.map((column) => cells[column]));
  }
  return toCsv(DIRECTORY_CSV_COLUMNS, rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL(`../../../../${SAMPLE_CSV_RELATIVE_PATH}`, import.meta.url));
  writeFileSync(target, sampleDirectoryCsv());
  process.stdout.write(`wrote ${SAMPLE_SIZE} fictional doctors to ${target}\n`);
}
