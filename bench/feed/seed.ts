import pg from 'pg';

/** Words the requests are written from; the keyword search looks for one of the conditions. */
const CONDITIONS = [
  'dialysis',
  'chemotherapy',
  'transplant',
  'surgery',
  'fracture',
  'asthma',
  'diabetes',
  'stroke',
  'pneumonia',
  'malaria',
  'dengue',
  'tuberculosis',
  'cataract',
  'burns',
  'anaemia',
  'hepatitis',
  'leukemia',
  'epilepsy',
  'arthritis',
  'maternity',
  'neonatal',
  'cardiac',
  'physiotherapy',
  'insulin',
  'ventilator',
  'oxygen',
  'thalassemia',
  'appendicitis',
  'scoliosis',
  'glaucoma',
];
const LEADS = ['Urgent', 'Help needed with', 'Support for', 'Please help with', 'Request for', 'Appeal for'];
const AIDS = ['treatment', 'medicines', 'care', 'costs', 'equipment', 'follow-up visits'];
const WHOM = [
  'my father',
  'my mother',
  'my son',
  'my daughter',
  'my husband',
  'my wife',
  'a neighbour',
  'an elderly patient',
  'a student',
  'our village clinic',
];
const CITIES = [
  'Mumbai',
  'Delhi',
  'Bengaluru',
  'Chennai',
  'Kolkata',
  'Hyderabad',
  'Pune',
  'Jaipur',
  'Lucknow',
  'Patna',
  'New York',
  'Chicago',
  'Houston',
  'Phoenix',
  'Seattle',
  'Boston',
];
const PLACES = [
  'the district hospital',
  'a city clinic',
  'the medical college',
  'a charity hospital',
  'home',
];
const DETAILS = [
  'The family has spent its savings and cannot cover the rest.',
  'Doctors say the next weeks decide the outcome.',
  'Any amount or a referral to a specialist helps.',
  'We can share the reports with a verified doctor.',
  'Transport to the hospital is also a problem for us.',
  'Insurance covers part of the bill but not the medicines.',
  'A second opinion would help the family decide.',
  'Volunteers who can visit on weekends are welcome.',
];
const FIRST_NAMES = ['Asha', 'Ravi', 'Meera', 'Arjun', 'Priya', 'Vikram', 'Sara', 'John', 'Emily', 'Omar'];
const LAST_NAMES = ['Sharma', 'Iyer', 'Khan', 'Patel', 'Reddy', 'Das', 'Smith', 'Garcia', 'Lee', 'Brown'];

export interface SeedInput {
  requests: number;
  users: number;
  /** The two users who sign in; they own or are assigned a realistic share of the requests. */
  patientId: string;
  doctorId: string;
}

export interface SeedSummary {
  requests: number;
  users: number;
  byCreatorType: Record<string, number>;
  requestDoctors: number;
  favourites: number;
  seconds: number;
}

/**
 * Seeds with INSERT … SELECT generate_series in one session (setseed makes every run the same data):
 * users (one in five a doctor) with a session each, facilities, requests of every type, status and creator type over two
 * years, doctors on a third of the patients' requests and favourites, then VACUUM ANALYZE so the
 * planner and the visibility map look like a table in steady use.
 */
export async function seed(databaseUrl: string, input: SeedInput): Promise<SeedSummary> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select setseed(0.2024)');
    await client.query(
      `insert into users (name, email, email_verified, password_hash, roles, address,
                          profile_verification_status, source_of_signup, created_at)
       select jsonb_build_object('first_name', ($2::text[])[1 + i % 10],
                                 'last_name', ($3::text[])[1 + (i / 10) % 10], 'middle_name', ''),
              format('bench.user%s@bench.carenet.local', i),
              true,
              '!', -- no valid hash: these users never sign in
              case when i % 5 = 0 then array['doctor'] else array['patient'] end,
              case when i % 3 = 0 then '{"country":"United States"}'::jsonb else '{"country":"India"}'::jsonb end,
              case when i % 10 = 0 then 1 else 0 end,
              'talhospitals',
              now() - random() * interval '900 days'
         from generate_series(1, $1::int) as g(i)`,
      [input.users, FIRST_NAMES, LAST_NAMES],
    );
    // Everyone has signed in lately: one session each, some already expired.
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at, created_at)
       select id, encode(sha256(convert_to(id::text || random()::text, 'UTF8')), 'hex'),
              now() + (random() * 30 - 5) * interval '1 day', now() - random() * interval '30 days'
         from users where email like 'bench.user%'`,
    );
    await client.query(
      `insert into organizations (org_name, org_type, status, source_of_creation, org_address)
       select format('Bench Hospital %s', i), (array['clinic', 'multiSpeciaityHospital'])[1 + i % 2], 1,
              'talhospitals', '{"country":"India"}'::jsonb
         from generate_series(1, 100) as g(i)`,
    );
    await client.query(`create temp table bench_patients as
      select (row_number() over (order by id))::int as n, id from users
       where email like 'bench.user%' and roles = array['patient']`);
    await client.query(`create temp table bench_doctors as
      select (row_number() over (order by id))::int as n, id from users
       where email like 'bench.user%' and roles = array['doctor']`);
    await client.query(`create temp table bench_orgs as
      select (row_number() over (order by id))::int as n, id from organizations`);
    const patients = Number((await client.query('select count(*) from bench_patients')).rows[0].count);
    const doctors = Number((await client.query('select count(*) from bench_doctors')).rows[0].count);

    // The table's secondary indexes are built once, after the rows, as a restore does: kept up row by
    // row through a million inserts (the search GIN indexes above all), they took most of the seeding time.
    const indexes = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'donation_requests'
          and indexname not in (select conname from pg_constraint where conrelid = 'donation_requests'::regclass)`,
    );
    for (const index of indexes.rows) await client.query(`drop index ${index.name}`);
    await client.query(
      `with picks as materialized (
         select i, random() as r_creator, random() as r_status, random() as r_type, random() as r_accept,
                random() as r_private, random() as r_region, random() as r_org, random() as r_updated,
                1 + floor(random() * $4)::int as pn, 1 + floor(random() * $5)::int as dn,
                1 + floor(random() * 100)::int as orgn,
                ($6::text[])[1 + floor(random() * cardinality($6::text[]))::int] as condition,
                ($7::text[])[1 + floor(random() * cardinality($7::text[]))::int] as lead,
                ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int] as aid,
                ($9::text[])[1 + floor(random() * cardinality($9::text[]))::int] as whom,
                ($10::text[])[1 + floor(random() * cardinality($10::text[]))::int] as city,
                ($11::text[])[1 + floor(random() * cardinality($11::text[]))::int] as place,
                ($12::text[])[1 + floor(random() * cardinality($12::text[]))::int] as detail,
                now() - random() * interval '730 days' as created_at
           from generate_series(1, $1::int) as g(i)
       ), shaped as (
         select picks.*,
                case when i % 4000 = 1 then 'patient'
                     when i % 10000 = 2 then 'doctor'
                     when r_creator < 0.55 then 'patient'
                     when r_creator < 0.90 then 'doctor'
                     when r_creator < 0.94 then 'donor'
                     when r_creator < 0.97 then 'donee'
                     else 'mentee' end as creator_type,
                format('%s %s %s for %s', lead, condition, aid, whom) as title
           from picks
       )
       insert into donation_requests (name, title, description, brief, request_type, creator_type, status,
                                      acceptance_status, org_id, created_by, unique_reference_id, units,
                                      is_private, source_of_creation, region, created_at, updated_at)
       select lower(regexp_replace(title, '[^a-zA-Z0-9]+', '-', 'g')) || '-' || lpad(to_hex(i), 6, '0'),
              title,
              format('%s needs %s %s at %s in %s. %s', initcap(whom), condition, aid, place, city, detail),
              format('%s %s', condition, aid),
              case when creator_type in ('donor', 'donee') then 'plasma'
                   when creator_type = 'mentee' then 'career'
                   when r_type < 0.50 then 'talhospitals'
                   when r_type < 0.65 then 'cash'
                   when r_type < 0.75 then 'plasma'
                   when r_type < 0.85 then 'help'
                   when r_type < 0.90 then 'volunteering'
                   when r_type < 0.94 then 'internship'
                   when r_type < 0.97 then 'podcast'
                   else 'homeworkHelp' end,
              creator_type,
              case when r_status < 0.50 then 1 when r_status < 0.62 then 2 when r_status < 0.72 then 0
                   when r_status < 0.78 then -4 when r_status < 0.82 then 4 when r_status < 0.85 then 5
                   when r_status < 0.87 then 6 when r_status < 0.89 then 7 when r_status < 0.91 then -1
                   when r_status < 0.93 then -3 when r_status < 0.95 then -9 when r_status < 0.96 then -2
                   when r_status < 0.97 then 3 when r_status < 0.98 then -5 when r_status < 0.99 then -6
                   else -10 end,
              case when creator_type <> 'patient' then 0 when r_accept < 0.70 then 0
                   when r_accept < 0.95 then 1 else -1 end,
              case when creator_type = 'patient' and r_org < 0.06 then o.id end,
              case when i % 4000 = 1 then $2::uuid
                   when i % 10000 = 2 then $3::uuid
                   when creator_type = 'doctor' then d.id
                   else p.id end,
              'CN' || upper(lpad(to_hex(i), 10, '0')),
              case when creator_type in ('donor', 'donee') then '2 units' end,
              r_private < 0.04,
              'talhospitals',
              case when r_region < 0.60 then 'IN' when r_region < 0.90 then 'US' end,
              created_at,
              created_at + r_updated * 0.3 * (now() - created_at)
         from shaped
         join bench_patients p on p.n = shaped.pn
         join bench_doctors d on d.n = shaped.dn
         join bench_orgs o on o.n = shaped.orgn`,
      [
        input.requests,
        input.patientId,
        input.doctorId,
        patients,
        doctors,
        CONDITIONS,
        LEADS,
        AIDS,
        WHOM,
        CITIES,
        PLACES,
        DETAILS,
      ],
    );

    await client.query("set maintenance_work_mem = '256MB'");
    for (const index of indexes.rows) await client.query(index.definition);

    // Doctors on a third of the patients' requests past approval; the signed-in doctor on forty.
    await client.query(
      `with chosen as materialized (
         select id, created_at, random() as r_pick, random() as r_accept, 1 + floor(random() * $1)::int as dn
           from donation_requests where creator_type = 'patient' and status in (1, 2, 4, 5, 6, 7, -10)
       )
       insert into request_doctors (request_id, doctor_id, acceptance, created_at, updated_at)
       select c.id, d.id, case when c.r_accept < 0.6 then 1 when c.r_accept < 0.9 then 0 else -1 end,
              c.created_at, c.created_at
         from chosen c join bench_doctors d on d.n = c.dn
        where c.r_pick < 0.35`,
      [doctors],
    );
    await client.query(
      `insert into request_doctors (request_id, doctor_id, acceptance)
       select id, $1::uuid, 1 from donation_requests
        where creator_type = 'patient' and status in (1, 2, 5, 6)
        order by random() limit 40
       on conflict do nothing`,
      [input.doctorId],
    );
    // A fifth of the requests are someone's favourite; each signed-in user has fifteen.
    await client.query(
      `with chosen as materialized (
         select id, 1 + floor(random() * $1)::int as pn from donation_requests where random() < 0.2
       )
       insert into favourites (user_id, request_id) select p.id, c.id from chosen c join bench_patients p on p.n = c.pn`,
      [patients],
    );
    for (const userId of [input.patientId, input.doctorId]) {
      await client.query(
        `insert into favourites (user_id, request_id)
         select $1::uuid, id from donation_requests where status in (1, 2) order by random() limit 15
         on conflict do nothing`,
        [userId],
      );
    }
    await client.query(
      'vacuum analyze donation_requests, users, organizations, request_doctors, favourites, sessions',
    );

    const count = async (sql: string) => Number((await client.query(sql)).rows[0].count);
    const byCreatorType: Record<string, number> = {};
    const grouped = await client.query<{ creator_type: string; count: string }>(
      'select creator_type, count(*) from donation_requests group by 1 order by 2 desc',
    );
    for (const row of grouped.rows) byCreatorType[row.creator_type] = Number(row.count);
    return {
      requests: await count('select count(*) from donation_requests'),
      users: await count('select count(*) from users'),
      byCreatorType,
      requestDoctors: await count('select count(*) from request_doctors'),
      favourites: await count('select count(*) from favourites'),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}
