import { Stack, Stepper, useMatches } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../lib/i18n';
import { ContactPersonStep } from './ContactPersonStep';
import { HospitalDetailsStep } from './HospitalDetailsStep';
import { SubmittedAlert } from './SubmittedAlert';

/** Step 1's user, kept for the tab's life so a reload on step 2 does not lose it. */
const CONTACT_KEY = 'carenet.addHospital.contactId';

function storedContact(): string | null {
  return sessionStorage.getItem(CONTACT_KEY);
}

/**
 * docs/screens-and-flows.md#routes Add Hospital: step 1 creates the contact person and moves on; step 2 creates the
 * organization for them and starts again at step 1.
 */
export function AddHospitalWizard() {
  const [contactId, setContactId] = useState<string | null>(storedContact);
  const [step, setStep] = useState(contactId ? 1 : 0);
  const [notice, setNotice] = useState<string | null>(null);
  // Side by side the two steps' labels need more than a phone's width.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });

  const contactCreated = (userId: string, message: string) => {
    sessionStorage.setItem(CONTACT_KEY, userId);
    setContactId(userId);
    setNotice(message);
    setStep(1);
  };
  const hospitalCreated = (message: string) => {
    sessionStorage.removeItem(CONTACT_KEY);
    setContactId(null);
    setNotice(message);
    setStep(0);
  };

  return (
    <Stack gap="lg">
      <SubmittedAlert message={notice} />
      <Stepper
        active={step}
        onStepClick={(next) => {
          setNotice(null);
          setStep(next);
        }}
        size="sm"
        orientation={orientation}
      >
        <Stepper.Step label={t('Contact person')} description={t("Who runs the hospital's account")}>
          <ContactPersonStep onCreated={contactCreated} />
        </Stepper.Step>
        <Stepper.Step label={t('Hospital')} description={t('Name, type, address, website')}>
          <HospitalDetailsStep
            contactId={contactId}
            onBack={() => {
              setNotice(null);
              setStep(0);
            }}
            onCreated={hospitalCreated}
          />
        </Stepper.Step>
      </Stepper>
    </Stack>
  );
}
