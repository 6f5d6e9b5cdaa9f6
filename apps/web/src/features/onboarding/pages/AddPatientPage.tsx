import { IconUserPlus } from '@tabler/icons-react';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { t } from '../../../lib/i18n';
import { PatientForm } from '../components/PatientForm';

/** /add-patient (administrators). */
export function AddPatientPage() {
  return (
    <OnboardingFrame
      icon={IconUserPlus}
      title={t('Add Patient')}
      description={t('The patient is e-mailed a link to choose a password.')}
    >
      <PatientForm />
    </OnboardingFrame>
  );
}
