import type { AppContext } from '../platform/context';
import { findUserByAccount, insertUser, type NewUser } from '../modules/users/repository';

/** The demo accounts listed in README.md; all share one known password. */
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_ACCOUNTS: NewUser[] = [
  {
    name: { first_name: 'Priya', last_name: 'Sharma', middle_name: '' },
    email: 'patient@demo.carenet.local',
    phone: '+919876543210',
    password: DEMO_PASSWORD,
    roles: ['patient'],
    gender: 'f',
    address: { city: 'Hyderabad', state: 'Telangana', country: 'India' },
    occupation: 'Teacher',
  },
  {
    name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
    email: 'doctor@demo.carenet.local',
    phone: '+919876543211',
    password: DEMO_PASSWORD,
    roles: ['doctor'],
    gender: 'm',
    address: { city: 'Hyderabad', state: 'Telangana', country: 'India' },
    occupation: 'Cardiologist',
    summary:
      'Consultant cardiologist with fifteen years of practice in preventive and interventional cardiology.',
    profileVerificationStatus: 1,
  },
  {
    name: { first_name: 'Meera', last_name: 'Iyer', middle_name: '' },
    email: 'facility@demo.carenet.local',
    phone: '+14155550123',
    password: DEMO_PASSWORD,
    roles: ['facilities'],
    gender: 'f',
    address: { city: 'San Francisco', state: 'California', country: 'United States' },
    occupation: 'Hospital administrator',
  },
];

/** Seeds the demo accounts once; running it again changes nothing. */
export async function seedDemoData(ctx: AppContext): Promise<void> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByAccount(ctx.db, account.email)) continue;
    await insertUser(ctx.db, {
      ...account,
      emailVerified: true,
      phoneVerified: true,
      sourceOfSignup: 'talhospitals',
    });
    created++;
  }
  if (created) ctx.log.info({ created }, 'demo accounts created (see README for their passwords)');
}
