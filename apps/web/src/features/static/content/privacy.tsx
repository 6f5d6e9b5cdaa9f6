import { msg, t } from '../../../lib/i18n';
import { fillIn } from '../../../lib/fillIn';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DocSection } from '../components/LegalDocument';
import { Bullets, FactTable, P } from '../components/Prose';
import { CONTACT } from './contact';

export const PRIVACY_INTRO = msg(
  'CareNet connects patients, doctors, hospitals and clinics in India and the United States. Health information is among the most personal data there is, so this policy explains plainly what we collect, why, who can see it, how long we keep it and what you can do about it.',
);

/** A mailto link to one of CareNet's addresses. */
const mail = (address: string) => <Anchor href={`mailto:${address}`}>{address}</Anchor>;

/** The privacy policy's sections, in the page's language (made at render time, after the catalog loads). */
export const privacySections = (): DocSection[] => [
  {
    id: 'scope',
    title: msg('Who we are and what this policy covers'),
    body: (
      <>
        <P>
          {t(
            'This policy covers the CareNet website, its mobile-friendly web app and the services reached through them: care requests, medical records, appointments and video consultations, prescriptions, chat, free campaigns, donations and the AI medical assistant. It applies to every member (patients, doctors, facility staff and administrators) and to visitors who have not signed up.',
          )}
        </P>
        <P>
          {t(
            'CareNet Health is responsible for the personal data described here. Where a hospital or clinic uses CareNet to manage its own patients, that facility is also responsible for the records it creates, and its own privacy notice applies alongside this one.',
          )}
        </P>
      </>
    ),
  },
  {
    id: 'collect',
    title: msg('Information we collect'),
    body: (
      <>
        <P>{t('We collect only what the service needs. Depending on how you use CareNet, that is:')}</P>
        <Bullets
          items={[
            fillIn(
              t(
                '{label} your name, e-mail address, mobile number, password (stored only as a salted hash, never in readable form), the role you choose (patient, doctor or facility) and whether your e-mail and phone are verified.',
              ),
              { label: <b>{t('Account details:')}</b> },
            ),
            fillIn(
              t(
                '{label} gender, occupation, address, profile photo and, for doctors, your qualifications, specialities, experience, education, memberships, conferences, certificates and achievements.',
              ),
              { label: <b>{t('Profile details:')}</b> },
            ),
            fillIn(
              t(
                '{label} the details of care requests (symptoms, treatment needed, supporting documents), medical records you upload, patient registration and consent forms, prescriptions, appointment details and the messages, images and audio you exchange in chat.',
              ),
              { label: <b>{t('Health information you give us:')}</b> },
            ),
            fillIn(
              t(
                "{label} a hospital or clinic's name, type, address, services, logo and verification documents, and the staff linked to it.",
              ),
              { label: <b>{t('Facility information:')}</b> },
            ),
            fillIn(
              t(
                '{label} amount, currency and the request you supported. Card details are handled by our payment provider and never reach our servers.',
              ),
              { label: <b>{t('Payments and donations:')}</b> },
            ),
            fillIn(
              t(
                '{label} sign-in times, device and browser type, IP address and an approximate location derived from it, and an activity log of security-relevant actions such as sign-ins and password changes.',
              ),
              { label: <b>{t('Technical information:')}</b> },
            ),
          ]}
        />
      </>
    ),
  },
  {
    id: 'use',
    title: msg('Why we use it'),
    body: (
      <>
        <Bullets
          items={[
            t('To create and secure your account, including sending one-time codes by e-mail and SMS.'),
            t(
              'To deliver care: routing your request to suitable doctors and facilities, booking appointments, creating video links and sharing prescriptions with the people treating you.',
            ),
            t('To verify doctors and facilities before their profiles are marked as verified.'),
            t(
              'To send the notifications you ask for, such as a doctor accepting your request or a new message.',
            ),
            t(
              'To keep the community safe: reviewing reported content, preventing fraud and enforcing our Terms of Use.',
            ),
            t(
              'To improve CareNet using aggregated, de-identified statistics. We never use your health information for advertising.',
            ),
            t(
              'To meet legal obligations, such as keeping payment records or answering a lawful request from an authority.',
            ),
          ]}
        />
        <P>
          {fillIn(
            t(
              'We process health information on the basis of your consent, which you give when you create a request, upload a record or accept a consent form, and which you may withdraw at any time (see {yourRights}). In India we follow the Digital Personal Data Protection Act, 2023. For members in the United States, where CareNet handles protected health information on behalf of a healthcare provider, we apply the safeguards that HIPAA requires.',
            ),
            { yourRights: <Anchor href="#rights">{t('Your rights')}</Anchor> },
          )}
        </P>
      </>
    ),
  },
  {
    id: 'sharing',
    title: msg('Who can see your information'),
    body: (
      <>
        <FactTable
          head={[t('Who'), t('What they see')]}
          rows={[
            [
              t('Anyone, including visitors'),
              t(
                'The public part of a profile: name, photo, roles, occupation, summary, specialities and professional history. Never your e-mail, phone number, address or health information.',
              ),
            ],
            [
              t('Doctors and facilities you involve'),
              t(
                'The requests, records, prescriptions and messages you share with them, for as long as they are involved in your care.',
              ),
            ],
            [
              t('CareNet administrators'),
              t(
                'Account and request details needed to verify members, review reports and resolve support cases. Every administrator action is logged.',
              ),
            ],
            [
              t('Service providers'),
              t(
                'Hosting, e-mail and SMS delivery, video meetings and payments, each bound by contract to use data only to provide their service to us.',
              ),
            ],
            [
              t('Authorities'),
              t(
                'Only where the law requires it, and only what the request lawfully covers. Where we are allowed to, we tell you first.',
              ),
            ],
          ]}
        />
        <P>
          {fillIn(
            t('{noSale}, and we do not share health information with advertisers, insurers or employers.'),
            { noSale: <b>{t('We do not sell your personal data')}</b> },
          )}
        </P>
      </>
    ),
  },
  {
    id: 'assistant',
    title: msg('The AI medical assistant'),
    body: (
      <>
        <P>
          {t(
            'Conversations with the assistant are used to answer you and are kept with your account so you can return to them. When an external AI model is switched on, your question is sent to that provider to generate the answer; the provider may not use it to train its models. The assistant gives general information, not a diagnosis, and it is not for emergencies.',
          )}
        </P>
      </>
    ),
  },
  {
    id: 'retention',
    title: msg('How long we keep it'),
    body: (
      <>
        <FactTable
          head={[t('Information'), t('How long')]}
          rows={[
            [
              t('Account and profile'),
              t('While your account is open, then deleted within 30 days of closing it.'),
            ],
            [
              t('Medical records, prescriptions and consent forms'),
              t(
                'Until you delete them or close your account. A facility may have to keep its own copy for as long as medical-records law requires.',
              ),
            ],
            [
              t('Chat messages and attachments'),
              t('While the conversation\u2019s request exists, or until you close your account.'),
            ],
            [
              t('One-time codes'),
              t('Minutes: each code expires shortly after it is sent and can be used once.'),
            ],
            [t('Security activity log'), t('One year, to investigate misuse of accounts.')],
            [
              t('Payment and donation records'),
              t('As long as tax law requires: up to 8 years in India and 7 years in the United States.'),
            ],
            [t('Backups'), t('Overwritten on a rolling 35-day cycle.')],
          ]}
        />
      </>
    ),
  },
  {
    id: 'security',
    title: msg('How we protect it'),
    body: (
      <Bullets
        items={[
          t('Traffic between your device and CareNet is encrypted (HTTPS).'),
          t(
            'Passwords are hashed; sign-in tokens are random, stored hashed, expire, and are revoked when you sign out or change your password.',
          ),
          t(
            'Every request is checked on our servers against who may see that record. A record you are not allowed to see is treated as if it did not exist.',
          ),
          t(
            'Medical records, prescriptions and chat attachments are private files, served only to the people allowed to see them.',
          ),
          t('Repeated wrong passwords or codes are throttled to stop guessing.'),
        ]}
      />
    ),
  },
  {
    id: 'rights',
    title: msg('Your rights and choices'),
    body: (
      <>
        <P>
          {fillIn(t('Wherever you live, you can ask us to do any of the following by writing to {email}:'), {
            email: mail(CONTACT.privacyEmail),
          })}
        </P>
        <Bullets
          items={[
            fillIn(
              t('{seeAndCorrect} your information. Most of it you can edit yourself from your profile.'),
              {
                seeAndCorrect: <b>{t('See and correct')}</b>,
              },
            ),
            fillIn(t('{getCopy} of your records and account data.'), {
              getCopy: <b>{t('Get a copy')}</b>,
            }),
            fillIn(t('{delete} records you uploaded, or ask us to close your account.'), {
              delete: <b>{t('Delete')}</b>,
            }),
            fillIn(
              t(
                '{withdrawConsent} to processing of your health information. This does not undo what was done before, and some services (such as an ongoing consultation) may stop working.',
              ),
              { withdrawConsent: <b>{t('Withdraw consent')}</b> },
            ),
            fillIn(t('{nominate} someone to exercise your rights if you die or become unable to (India).'), {
              nominate: <b>{t('Nominate')}</b>,
            }),
            fillIn(
              t(
                "{complain} to our Grievance Officer, and if you are not satisfied, to the Data Protection Board of India or your US state's regulator.",
              ),
              { complain: <b>{t('Complain')}</b> },
            ),
          ]}
        />
        <P>
          {t(
            'We answer every request within 30 days and we will never treat you differently for exercising these rights.',
          )}
        </P>
      </>
    ),
  },
  {
    id: 'children',
    title: msg('Children'),
    body: (
      <P>
        {t(
          "CareNet accounts are for people aged 18 and over. A parent or legal guardian may create requests and keep records for a child under their own account, and is responsible for the consent given on the child's behalf. If you believe a child has signed up on their own, tell us and we will close the account.",
        )}
      </P>
    ),
  },
  {
    id: 'changes',
    title: msg('Changes to this policy'),
    body: (
      <P>
        {t(
          'If we change how we use your information, we will update this page and its date, and for any important change we will tell you by e-mail or in the app before it takes effect.',
        )}
      </P>
    ),
  },
  {
    id: 'contact',
    title: msg('Contact and Grievance Officer'),
    body: (
      <>
        <P>
          {fillIn(
            t(
              'Questions about privacy, or a request to exercise your rights, go to {privacyEmail}. Complaints go to our Grievance Officer at {grievanceEmail}, who acknowledges them within 48 hours.',
            ),
            { privacyEmail: mail(CONTACT.privacyEmail), grievanceEmail: mail(CONTACT.grievanceEmail) },
          )}
        </P>
        <P>
          {fillIn(t('You can also write to us through the {contactUs} page or at {address}.'), {
            contactUs: (
              <Anchor component={Link} to="/users/ContactUs">
                {t('Contact Us')}
              </Anchor>
            ),
            address: CONTACT.offices[0].address,
          })}
        </P>
      </>
    ),
  },
];
