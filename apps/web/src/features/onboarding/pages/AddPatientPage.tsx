import { IconUserPlus } from '@tabler/icons-react';
import { AdminOnly } from '../components/AdminOnly';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { t } from '../../../lib/i18n';
import { PatientForm } from '../components/PatientForm';

/** /add-patient (administrators). */
export function AddPatientPage() {
  return (
    <AdminOnly>
      <OnboardingFrame
        icon={IconUserPlus}
        title={t('Add Patient')}
        description={t('The patient is e-mailed a link to choose a password.')}
      >
        <PatientForm />
      </OnboardingFrame>
    </AdminOnly>
  );
}
