import { IconStethoscope } from '@tabler/icons-react';
import { AdminOnly } from '../components/AdminOnly';
import { DoctorForm } from '../components/DoctorForm';
import { OnboardingFrame } from '../components/OnboardingFrame';

/** /add-doctor (administrators). */
export function AddDoctorPage() {
  return (
    <AdminOnly>
      <OnboardingFrame
        icon={IconStethoscope}
        title="Add Doctor"
        description="The doctor is verified at once and e-mailed a link to choose a password."
      >
        <DoctorForm />
      </OnboardingFrame>
    </AdminOnly>
  );
}
