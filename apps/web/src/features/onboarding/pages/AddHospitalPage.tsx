import { IconBuildingHospital } from '@tabler/icons-react';
import { AddHospitalWizard } from '../components/AddHospitalWizard';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { t } from '../../../lib/i18n';

/** /add-hospital (administrators): the two-step wizard. */
export function AddHospitalPage() {
  return (
    <OnboardingFrame
      icon={IconBuildingHospital}
      title={t('Add Hospital')}
      description={t(
        "First the hospital's contact person, who is e-mailed a link to choose a password; then the hospital, verified at once.",
      )}
    >
      <AddHospitalWizard />
    </OnboardingFrame>
  );
}
