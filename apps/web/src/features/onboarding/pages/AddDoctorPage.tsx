import { IconStethoscope } from '@tabler/icons-react';
import { DoctorForm } from '../components/DoctorForm';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { t } from '../../../lib/i18n';

/** /add-doctor (administrators). */
export function AddDoctorPage() {
  return (
    <OnboardingFrame
      icon={IconStethoscope}
      title={t('Add Doctor')}
      description={t('The doctor is verified at once and e-mailed a link to choose a password.')}
    >
      <DoctorForm />
    </OnboardingFrame>
  );
}
