import { IconBuildingHospital } from '@tabler/icons-react';
import { AddHospitalWizard } from '../components/AddHospitalWizard';
import { AdminOnly } from '../components/AdminOnly';
import { OnboardingFrame } from '../components/OnboardingFrame';

/** /add-hospital (administrators): the two-step wizard. */
export function AddHospitalPage() {
  return (
    <AdminOnly>
      <OnboardingFrame
        icon={IconBuildingHospital}
        title="Add Hospital"
        description="First the hospital's contact person, who is e-mailed a link to choose a password; then the hospital, verified at once."
      >
        <AddHospitalWizard />
      </OnboardingFrame>
    </AdminOnly>
  );
}
