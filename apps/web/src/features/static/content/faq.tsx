import { Anchor } from '@mantine/core';
import {
  IconDeviceMobile,
  IconHeadset,
  IconKey,
  IconLock,
  IconShieldCheck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { fillIn } from '../../../lib/fillIn';
import { CONTACT } from './contact';

export interface FaqItem {
  question: string;
  answer: ReactNode;
  /** Extra words people search with that the question does not contain. */
  keywords?: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  icon: Icon;
  items: FaqItem[];
}

/** The help desk's questions and answers, in the page's language (made at render time, after the catalog loads). */
export const faqGroups = (): FaqGroup[] => [
  {
    id: 'accounts',
    title: t('Accounts and signing in'),
    icon: IconKey,
    items: [
      {
        question: t('How do I create a CareNet account?'),
        answer: (
          <>
            {fillIn(
              t(
                'Choose {signUp}, enter your name, e-mail address, mobile number and a password, then enter the 6-digit code we e-mail you. Your account is ready as soon as the code is accepted.',
              ),
              { signUp: <b>{t('Sign up')}</b> },
            )}
          </>
        ),
        keywords: 'register signup new join',
      },
      {
        question: t('Can I sign in with my phone number instead of my e-mail?'),
        answer: t(
          'Yes. On the sign-in page, the account field accepts either the e-mail address or the mobile number on your account, with the same password.',
        ),
        keywords: 'login mobile',
      },
      {
        question: t('I forgot my password. What do I do?'),
        answer: (
          <>
            {fillIn(
              t(
                'Choose {forgotPassword} on the sign-in page and enter your e-mail or phone number. We send a 6-digit code; enter it with a new password. For your safety, every device is then signed out and you sign in again with the new password.',
              ),
              { forgotPassword: <b>{t('Forgot password')}</b> },
            )}
          </>
        ),
        keywords: 'reset recover login',
      },
      {
        question: t('What makes a valid password?'),
        answer: t(
          'At least 6 characters, with at least one letter, one capital letter, one digit and one special character such as @, # or !. A longer passphrase is safer still.',
        ),
        keywords: 'password rules strength',
      },
      {
        question: t('How do I change my username or password?'),
        answer: t(
          'Open the menu under your picture in the top bar and choose Change username or Change password. Changing your password signs you out on every device.',
        ),
      },
    ],
  },
  {
    id: 'otp',
    title: t('Verification codes (OTP)'),
    icon: IconLock,
    items: [
      {
        question: t('What is the 6-digit code and why do you send it?'),
        answer: t(
          'A one-time password (OTP) proves that the e-mail address or phone number is really yours. Each code works once and expires after a few minutes. When you type the sixth digit, it is checked straight away.',
        ),
        keywords: 'otp one time password',
      },
      {
        question: t('I did not receive my code.'),
        answer: (
          <>
            {fillIn(
              t(
                'Codes usually arrive within a minute. Check your spam or promotions folder for e-mail, and that your phone has signal for SMS. If nothing arrives, choose {resendCode}: it becomes available 30 seconds after the last one. Only the newest code works.',
              ),
              { resendCode: <b>{t('Resend code')}</b> },
            )}
          </>
        ),
        keywords: 'otp missing resend not received spam',
      },
      {
        question: t('It says “Too many wrong codes”.'),
        answer: t(
          'After several wrong tries the code stops working to protect your account. Request a new code and enter it carefully; pasting it from the message avoids typos.',
        ),
        keywords: 'otp locked attempts',
      },
    ],
  },
  {
    id: 'phone',
    title: t('Phone verification'),
    icon: IconDeviceMobile,
    items: [
      {
        question: t('Why should I verify my phone number?'),
        answer: t(
          'Doctors and facilities can then reach you about appointments and requests, and you can sign in with your number. Some actions ask for a verified number first.',
        ),
      },
      {
        question: t('How do I verify or change my number?'),
        answer: (
          <>
            {fillIn(
              t(
                'Go to {editProfile} from the menu under your picture. In the Contact section choose {verify} (or {change} for a verified number), enter the number and then the 6-digit code we send by SMS. A changed number is unverified until you enter its code.',
              ),
              {
                editProfile: <b>{t('Edit Profile')}</b>,
                verify: <b>{t('Verify')}</b>,
                change: <b>{t('Change')}</b>,
              },
            )}
          </>
        ),
        keywords: 'mobile sms update',
      },
      {
        question: t('Which phone numbers are supported?'),
        answer: t(
          'Mobile numbers from India (+91) and the United States (+1). India is selected by default; pick US +1 in the country box for a US number.',
        ),
        keywords: 'country international',
      },
      {
        question: t('It says my number is already verified.'),
        answer: t(
          'That number is already confirmed on your account, so there is nothing more to do. If the number belongs to another account, sign in to that account or contact us.',
        ),
      },
    ],
  },
  {
    id: 'roles',
    title: t('Roles: patients, doctors and facilities'),
    icon: IconUsers,
    items: [
      {
        question: t('Which role should I choose?'),
        answer: (
          <>
            {fillIn(
              t(
                '{patient} if you are looking for care for yourself or someone you look after. {doctor} if you are a registered medical practitioner who wants to receive requests and consult. {facilities} if you represent a hospital or clinic. You choose in the {selectRole} window after your first sign-in.',
              ),
              {
                patient: <b>{t('Patient')}</b>,
                doctor: <b>{t('Doctor')}</b>,
                facilities: <b>{t('Facilities')}</b>,
                selectRole: <b>{t('Select Your Role')}</b>,
              },
            )}
          </>
        ),
        keywords: 'select role picker',
      },
      {
        question: t('Can I have more than one role?'),
        answer: t(
          'Yes. A new role is added to the ones you already have, so a doctor can also be a patient. Where screens differ by role, CareNet uses the most specific one.',
        ),
      },
      {
        question: t('How does a doctor get the verified badge?'),
        answer: t(
          'Our team checks your medical registration and identity documents. Once approved, a blue tick appears beside your name and your profile can be listed in Our Doctors and Find Doctors.',
        ),
        keywords: 'verification tick badge credentials',
      },
      {
        question: t('How do I add my hospital or clinic?'),
        answer: t(
          'Doctors and facility users see a My Facilities panel in the side menu. Choose Add a Facility, fill in the details and services, then upload your logo and documents. We verify facilities before they are listed.',
        ),
        keywords: 'organization facility hospital clinic',
      },
    ],
  },
  {
    id: 'records',
    title: t('Medical records and privacy'),
    icon: IconShieldCheck,
    items: [
      {
        question: t('Who can see my medical records?'),
        answer: t(
          'Only you, and the doctors and facilities you involve in your care. Administrators may access a record only to resolve a support case or a report, and that access is logged. Records are never public.',
        ),
        keywords: 'documents privacy share',
      },
      {
        question: t('What appears on my public profile?'),
        answer: (
          <>
            {fillIn(
              t(
                'Your name, photo, roles, occupation, summary, specialities and professional history. Your e-mail, phone number and address are never shown. You can preview it from {viewPublicProfile} on the Edit Profile page.',
              ),
              { viewPublicProfile: <b>{t('View public profile')}</b> },
            )}
          </>
        ),
      },
      {
        question: t('How do I delete a record or close my account?'),
        answer: (
          <>
            {fillIn(
              t(
                'Delete a record from Medical Records with its delete button. To close your account, write to {email} from the e-mail on your account. See the {privacyPolicy} for how long we keep each kind of information.',
              ),
              {
                email: <Anchor href={`mailto:${CONTACT.privacyEmail}`}>{CONTACT.privacyEmail}</Anchor>,
                privacyPolicy: (
                  <Anchor component={Link} to="/users/Privacy">
                    {t('Privacy Policy')}
                  </Anchor>
                ),
              },
            )}
          </>
        ),
        keywords: 'remove erase delete data',
      },
      {
        question: t('Is the AI medical assistant a doctor?'),
        answer: t(
          'No. It gives general health information and explains how CareNet works. It can be wrong and does not replace a consultation. In an emergency, call 112 (India) or 911 (US).',
        ),
        keywords: 'chatbot ai palm llama',
      },
    ],
  },
  {
    id: 'contact',
    title: t('Contacting us'),
    icon: IconHeadset,
    items: [
      {
        question: t('How do I reach the CareNet team?'),
        answer: (
          <>
            {fillIn(
              t(
                'Send a message with the form below or from {contactUs}, or e-mail {email}. We reply within {time}.',
                {
                  time: t(CONTACT.responseTime),
                },
              ),
              {
                contactUs: (
                  <Anchor component={Link} to="/users/ContactUs">
                    {t('Contact Us')}
                  </Anchor>
                ),
                email: <Anchor href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</Anchor>,
              },
            )}
          </>
        ),
        keywords: 'support email phone help',
      },
      {
        question: t('How do I report a request, message or profile?'),
        answer: t(
          'Use the report option on the request card and choose a reason, such as scam or fraud, false information, or bullying or harassment. The item is hidden from you and our team reviews it.',
        ),
        keywords: 'report abuse spam flag',
      },
      {
        question: t('How can I suggest an improvement?'),
        answer: (
          <>
            {fillIn(
              t(
                'We read every suggestion. Use the {feedback} page to rate CareNet and tell us what would make it better.',
              ),
              {
                feedback: (
                  <Anchor component={Link} to="/users/Feedback">
                    {t('Feedback')}
                  </Anchor>
                ),
              },
            )}
          </>
        ),
        keywords: 'feedback idea suggestion',
      },
    ],
  },
];
