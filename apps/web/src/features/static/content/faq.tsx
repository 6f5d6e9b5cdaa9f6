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

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'accounts',
    title: 'Accounts and signing in',
    icon: IconKey,
    items: [
      {
        question: 'How do I create a CareNet account?',
        answer: (
          <>
            Choose <b>Sign up</b>, enter your name, e-mail address, mobile number and a password, then enter
            the 6-digit code we e-mail you. Your account is ready as soon as the code is accepted.
          </>
        ),
        keywords: 'register signup new join',
      },
      {
        question: 'Can I sign in with my phone number instead of my e-mail?',
        answer:
          'Yes. On the sign-in page, the account field accepts either the e-mail address or the mobile number on your account, with the same password.',
        keywords: 'login mobile',
      },
      {
        question: 'I forgot my password. What do I do?',
        answer: (
          <>
            Choose <b>Forgot password</b> on the sign-in page and enter your e-mail or phone number. We send a
            6-digit code; enter it with a new password. For your safety, every device is then signed out and
            you sign in again with the new password.
          </>
        ),
        keywords: 'reset recover login',
      },
      {
        question: 'What makes a valid password?',
        answer:
          'At least 6 characters, with at least one letter, one capital letter, one digit and one special character such as @, # or !. A longer passphrase is safer still.',
        keywords: 'password rules strength',
      },
      {
        question: 'How do I change my username or password?',
        answer:
          'Open the menu under your picture in the top bar and choose Change username or Change password. Changing your password signs you out on every device.',
      },
    ],
  },
  {
    id: 'otp',
    title: 'Verification codes (OTP)',
    icon: IconLock,
    items: [
      {
        question: 'What is the 6-digit code and why do you send it?',
        answer:
          'A one-time password (OTP) proves that the e-mail address or phone number is really yours. Each code works once and expires after a few minutes. When you type the sixth digit, it is checked straight away.',
        keywords: 'otp one time password',
      },
      {
        question: 'I did not receive my code.',
        answer: (
          <>
            Codes usually arrive within a minute. Check your spam or promotions folder for e-mail, and that
            your phone has signal for SMS. If nothing arrives, choose <b>Resend code</b>: it becomes available
            30 seconds after the last one. Only the newest code works.
          </>
        ),
        keywords: 'otp missing resend not received spam',
      },
      {
        question: 'It says “Too many wrong codes”.',
        answer:
          'After several wrong tries the code stops working to protect your account. Request a new code and enter it carefully; pasting it from the message avoids typos.',
        keywords: 'otp locked attempts',
      },
    ],
  },
  {
    id: 'phone',
    title: 'Phone verification',
    icon: IconDeviceMobile,
    items: [
      {
        question: 'Why should I verify my phone number?',
        answer:
          'Doctors and facilities can then reach you about appointments and requests, and you can sign in with your number. Some actions ask for a verified number first.',
      },
      {
        question: 'How do I verify or change my number?',
        answer: (
          <>
            Go to <b>Edit Profile</b> from the menu under your picture. In the Contact section choose{' '}
            <b>Verify</b> (or <b>Change</b> for a verified number), enter the number and then the 6-digit code
            we send by SMS. A changed number is unverified until you enter its code.
          </>
        ),
        keywords: 'mobile sms update',
      },
      {
        question: 'Which phone numbers are supported?',
        answer:
          'Mobile numbers from India (+91) and the United States (+1). India is selected by default; pick US +1 in the country box for a US number.',
        keywords: 'country international',
      },
      {
        question: 'It says my number is already verified.',
        answer:
          'That number is already confirmed on your account, so there is nothing more to do. If the number belongs to another account, sign in to that account or contact us.',
      },
    ],
  },
  {
    id: 'roles',
    title: 'Roles: patients, doctors and facilities',
    icon: IconUsers,
    items: [
      {
        question: 'Which role should I choose?',
        answer: (
          <>
            <b>Patient</b> if you are looking for care for yourself or someone you look after. <b>Doctor</b>{' '}
            if you are a registered medical practitioner who wants to receive requests and consult.{' '}
            <b>Facilities</b> if you represent a hospital or clinic. You choose in the <b>Select Your Role</b>{' '}
            window after your first sign-in.
          </>
        ),
        keywords: 'select role picker',
      },
      {
        question: 'Can I have more than one role?',
        answer:
          'Yes. A new role is added to the ones you already have, so a doctor can also be a patient. Where screens differ by role, CareNet uses the most specific one.',
      },
      {
        question: 'How does a doctor get the verified badge?',
        answer:
          'Our team checks your medical registration and identity documents. Once approved, a blue tick appears beside your name and your profile can be listed in Our Doctors and Find Doctors.',
        keywords: 'verification tick badge credentials',
      },
      {
        question: 'How do I add my hospital or clinic?',
        answer:
          'Doctors and facility users see a My Facilities panel in the side menu. Choose Add a Facility, fill in the details and services, then upload your logo and documents. We verify facilities before they are listed.',
        keywords: 'organization facility hospital clinic',
      },
    ],
  },
  {
    id: 'records',
    title: 'Medical records and privacy',
    icon: IconShieldCheck,
    items: [
      {
        question: 'Who can see my medical records?',
        answer:
          'Only you, and the doctors and facilities you involve in your care. Administrators may access a record only to resolve a support case or a report, and that access is logged. Records are never public.',
        keywords: 'documents privacy share',
      },
      {
        question: 'What appears on my public profile?',
        answer: (
          <>
            Your name, photo, roles, occupation, summary, specialities and professional history. Your e-mail,
            phone number and address are never shown. You can preview it from <b>View public profile</b> on
            the Edit Profile page.
          </>
        ),
      },
      {
        question: 'How do I delete a record or close my account?',
        answer: (
          <>
            Delete a record from Medical Records with its delete button. To close your account, write to{' '}
            <Anchor href={`mailto:${CONTACT.privacyEmail}`}>{CONTACT.privacyEmail}</Anchor> from the e-mail on
            your account. See the{' '}
            <Anchor component={Link} to="/users/Privacy">
              Privacy Policy
            </Anchor>{' '}
            for how long we keep each kind of information.
          </>
        ),
        keywords: 'remove erase delete data',
      },
      {
        question: 'Is the AI medical assistant a doctor?',
        answer:
          'No. It gives general health information and explains how CareNet works. It can be wrong and does not replace a consultation. In an emergency, call 112 (India) or 911 (US).',
        keywords: 'chatbot ai palm llama',
      },
    ],
  },
  {
    id: 'contact',
    title: 'Contacting us',
    icon: IconHeadset,
    items: [
      {
        question: 'How do I reach the CareNet team?',
        answer: (
          <>
            Send a message with the form below or from{' '}
            <Anchor component={Link} to="/users/ContactUs">
              Contact Us
            </Anchor>
            , or e-mail <Anchor href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</Anchor>. We
            reply within {CONTACT.responseTime}.
          </>
        ),
        keywords: 'support email phone help',
      },
      {
        question: 'How do I report a request, message or profile?',
        answer:
          'Use the report option on the request card and choose a reason, such as scam or fraud, false information, or bullying or harassment. The item is hidden from you and our team reviews it.',
        keywords: 'report abuse spam flag',
      },
      {
        question: 'How can I suggest an improvement?',
        answer: (
          <>
            We read every suggestion. Use the{' '}
            <Anchor component={Link} to="/users/Feedback">
              Feedback
            </Anchor>{' '}
            page to rate CareNet and tell us what would make it better.
          </>
        ),
        keywords: 'feedback idea suggestion',
      },
    ],
  },
];
