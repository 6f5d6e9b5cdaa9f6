import { msg, t } from '../../../lib/i18n';
import { fillIn } from '../../../lib/fillIn';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DocSection } from '../components/LegalDocument';
import { Bullets, P } from '../components/Prose';
import { CONTACT } from './contact';

export const TERMS_INTRO = msg(
  'These terms are the agreement between you and CareNet Health when you use CareNet. Please read them: they explain what CareNet is and is not, what we expect of every member, and what you can expect of us.',
);

/** A mailto link to one of CareNet's addresses. */
const mail = (address: string) => <Anchor href={`mailto:${address}`}>{address}</Anchor>;

/** The terms' sections, in the page's language (made at render time, after the catalog loads). */
export const termsSections = (): DocSection[] => [
  {
    id: 'acceptance',
    title: msg('Accepting these terms'),
    body: (
      <P>
        {fillIn(
          t(
            'By creating an account or using CareNet you agree to these Terms of Use and to our {privacyPolicy}. If you use CareNet on behalf of a hospital, clinic or other organisation, you confirm that you may accept these terms for it.',
          ),
          {
            privacyPolicy: (
              <Anchor component={Link} to="/users/Privacy">
                {t('Privacy Policy')}
              </Anchor>
            ),
          },
        )}
      </P>
    ),
  },
  {
    id: 'not-emergency',
    title: msg('CareNet is not an emergency service'),
    body: (
      <>
        <P>
          <b>
            {t(
              'In a medical emergency call {india} in India or {us} in the United States, or go to the nearest emergency department.',
              { india: CONTACT.emergency.india, us: CONTACT.emergency.us },
            )}
          </b>{' '}
          {t(
            'Requests, messages and the AI assistant are not monitored around the clock, and a reply may take hours or days.',
          )}
        </P>
        <P>
          {t(
            'CareNet is a platform that connects you with independent doctors and facilities. Medical advice, diagnosis and treatment come from those professionals, who are responsible for them. Information from the AI assistant, campaigns or other members is general information, not medical advice.',
          )}
        </P>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: msg('Who may use CareNet'),
    body: (
      <Bullets
        items={[
          t(
            'You must be at least 18 years old. A parent or legal guardian may use CareNet for a child in their care.',
          ),
          t(
            'You may have one personal account. The details you give, especially your name, e-mail and phone number, must be true and your own.',
          ),
          t(
            'CareNet is offered to people in India and the United States. Phone numbers from those two countries are supported.',
          ),
        ]}
      />
    ),
  },
  {
    id: 'account',
    title: msg('Your account and its security'),
    body: (
      <>
        <P>
          {t(
            'We confirm your e-mail address and mobile number with one-time codes. Keep your password and those codes to yourself: nobody from CareNet will ever ask you for them. You are responsible for what is done with your account until you tell us it has been compromised.',
          )}
        </P>
        <P>
          {fillIn(
            t(
              'If you suspect someone else has used your account, change your password straight away (this signs out every other session) and write to {email}.',
            ),
            { email: mail(CONTACT.supportEmail) },
          )}
        </P>
      </>
    ),
  },
  {
    id: 'roles',
    title: msg('Patients, doctors and facilities'),
    body: (
      <Bullets
        items={[
          fillIn(
            t(
              '{patients} may create care requests, keep medical records, book appointments and chat with the doctors who accept their requests. Share only records that are yours or that you are entitled to share.',
            ),
            { patients: <b>{t('Patients')}</b> },
          ),
          fillIn(
            t(
              '{doctors} must hold a current registration to practise (with the National Medical Commission or a State Medical Council in India, or a state medical board in the United States) and may only give consultations where that registration allows. Teleconsultations in India must follow the Telemedicine Practice Guidelines. A verified badge means we have checked the documents provided; it is not an endorsement of clinical quality.',
            ),
            { doctors: <b>{t('Doctors')}</b> },
          ),
          fillIn(
            t(
              '{facilities} must be legally entitled to operate and must keep the services, address and details they list accurate. Staff linked to a facility act on its behalf.',
            ),
            { facilities: <b>{t('Facilities')}</b> },
          ),
        ]}
      />
    ),
  },
  {
    id: 'conduct',
    title: msg('What is not allowed'),
    body: (
      <>
        <P>{t('Do not use CareNet to:')}</P>
        <Bullets
          items={[
            t(
              'post false, misleading or fraudulent requests or campaigns, or raise money under false pretences;',
            ),
            t('impersonate a doctor, facility or anyone else, or misstate your qualifications;'),
            t('harass, threaten or discriminate against anyone, or post hateful, violent or sexual content;'),
            t('share someone else’s health information without their permission;'),
            t(
              'sell or advertise medicines, or offer services that are illegal where you or the patient are;',
            ),
            t('upload malware, phish for passwords or try to get into accounts or data that are not yours;'),
            t('copy, scrape or resell CareNet content or data.'),
          ]}
        />
        <P>
          {t(
            'Anyone may report a request, message or profile. We review reports, may remove content or restrict accounts, and tell the affected member why unless the law or safety prevents it.',
          )}
        </P>
      </>
    ),
  },
  {
    id: 'content',
    title: msg('Your content'),
    body: (
      <P>
        {t(
          'You keep ownership of what you upload: records, photos, messages and profile details. You allow CareNet to store, display and transmit it only as needed to run the service for you and the people you share it with. When you delete content, it leaves the service as described in the Privacy Policy.',
        )}
      </P>
    ),
  },
  {
    id: 'donations',
    title: msg('Campaigns, donations and payments'),
    body: (
      <Bullets
        items={[
          t(
            'Free campaigns and requests that ask for help are the responsibility of the member who creates them. We may ask for supporting documents and may pause a request while we check it.',
          ),
          t(
            'Donations go towards the request you choose. Unless the request says otherwise, donations are not refundable once passed on.',
          ),
          t(
            'Payments are processed by our payment provider under its own terms. Donations are not tax-deductible unless a receipt from a registered charity says so.',
          ),
        ]}
      />
    ),
  },
  {
    id: 'assistant',
    title: msg('The AI medical assistant'),
    body: (
      <P>
        {t(
          'The assistant can be wrong. It does not know your full medical history, does not examine you and does not replace a doctor. Always check important decisions with a qualified professional, and never delay seeking care because of something it said.',
        )}
      </P>
    ),
  },
  {
    id: 'availability',
    title: msg('Availability and changes to the service'),
    body: (
      <P>
        {t(
          'We work to keep CareNet available and your data safe, but we cannot promise the service will always be uninterrupted or error-free. We may change or retire features; if a change significantly affects you, we will tell you in advance.',
        )}
      </P>
    ),
  },
  {
    id: 'termination',
    title: msg('Suspending or closing accounts'),
    body: (
      <P>
        {t(
          'You may stop using CareNet and ask us to close your account at any time. We may suspend or close an account that breaks these terms, puts others at risk or is required to be closed by law. Where we can, we will warn you first and give you a chance to download your records.',
        )}
      </P>
    ),
  },
  {
    id: 'liability',
    title: msg('Responsibility and liability'),
    body: (
      <>
        <P>
          {t(
            'Doctors and facilities are independent of CareNet and are responsible for the care they provide. To the extent the law allows, CareNet is not liable for clinical decisions made by them or for indirect or consequential losses arising from use of the service.',
          )}
        </P>
        <P>
          {t(
            'Nothing in these terms limits liability that cannot be limited by law, including your rights as a consumer in India or in your US state.',
          )}
        </P>
      </>
    ),
  },
  {
    id: 'law',
    title: msg('Governing law and disputes'),
    body: (
      <P>
        {t(
          'For members in India these terms are governed by the laws of India, and the courts of Hyderabad, Telangana have jurisdiction. For members in the United States they are governed by the laws of the State of California, without affecting the consumer protections of the state where you live. Before going to court, please contact our Grievance Officer: most problems can be solved quickly.',
        )}
      </P>
    ),
  },
  {
    id: 'contact',
    title: msg('Changes to these terms and contact'),
    body: (
      <P>
        {fillIn(
          t(
            'We may update these terms; the date at the top of this page shows the current version, and we will tell you about important changes before they apply. Questions go to {supportEmail}, and complaints to our Grievance Officer at {grievanceEmail}.',
          ),
          { supportEmail: mail(CONTACT.supportEmail), grievanceEmail: mail(CONTACT.grievanceEmail) },
        )}
      </P>
    ),
  },
];
