import { Stepper } from '@mantine/core';
import type { OrganizationDto } from '@carenet/shared';
import { useState } from 'react';
import { FacilityDetailsForm } from './FacilityDetailsForm';
import { FacilityUploadsStep } from './FacilityUploadsStep';
import { t } from '../../../lib/i18n';

interface FacilityFormFlowProps {
  /** The facility to edit; none to create one. */
  organization?: OrganizationDto;
  onCancel?: () => void;
  /** The form is finished: the facility as saved. */
  onDone: (organization: OrganizationDto) => void;
}

/**
 * docs/screens-and-flows.md#flows Facility form: creating has two steps (details, then logo and documents), and saving the
 * details creates the facility and moves on; editing an existing facility is the one step.
 */
export function FacilityFormFlow({ organization, onCancel, onDone }: FacilityFormFlowProps) {
  const [created, setCreated] = useState<OrganizationDto | null>(null);
  if (organization) {
    return <FacilityDetailsForm organization={organization} onSaved={onDone} onCancel={onCancel} />;
  }
  return (
    <Stepper active={created ? 1 : 0} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label={t('Step 1')} description={t('Details')}>
        <FacilityDetailsForm onSaved={setCreated} onCancel={onCancel} />
      </Stepper.Step>
      <Stepper.Step label={t('Step 2')} description={t('Logo and documents')}>
        {created && <FacilityUploadsStep organization={created} onDone={onDone} />}
      </Stepper.Step>
    </Stepper>
  );
}
