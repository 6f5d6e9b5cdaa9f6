import { Modal, Skeleton, Stack } from '@mantine/core';
import { ageOn, formatAge, fullName, type PrescriptionDto, type RequestDto } from '@carenet/shared';
import { useState } from 'react';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { usePatientRegistration } from '../../../lib/patients';
import { formatDate } from '../../../lib/dates';
import { PrescriptionDetails } from './PrescriptionDialog';
import { PrescriptionForm, type PatientDefaults } from './PrescriptionForm';
import { t } from '../../../lib/i18n';

/**
 * docs/screens-and-flows.md#flows Prescription modal for a doctor who accepted the request: the form, then the prescription
 * just written, read-only with Print. Mount it only while open: it reads the patient's registration.
 */
export function WritePrescriptionDialog({ request, onClose }: { request: RequestDto; onClose: () => void }) {
  const fullScreen = useFullScreenModal();
  const [written, setWritten] = useState<PrescriptionDto | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={written ? t('Prescription') : t('Write a prescription')}
      centered
      size="lg"
      fullScreen={fullScreen}
    >
      {written ? (
        <PrescriptionDetails prescription={written} onClose={onClose} />
      ) : (
        <PatientForm request={request} onClose={onClose} onWritten={setWritten} />
      )}
    </Modal>
  );
}

function PatientForm({
  request,
  onClose,
  onWritten,
}: {
  request: RequestDto;
  onClose: () => void;
  onWritten: (prescription: PrescriptionDto) => void;
}) {
  // The patient's registration, when they filled one in, gives the date of birth and the gender.
  const registration = usePatientRegistration(request.user_info._id);
  if (registration.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t("Loading the patient's details")}>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={80} />
      </Stack>
    );
  }
  const dateOfBirth = registration.data?.dateOfBirth ?? null;
  const age = dateOfBirth === null ? null : ageOn(dateOfBirth, new Date());
  const defaults: PatientDefaults = {
    fullName: fullName(request.user_info.name),
    age: age === null ? '' : formatAge(age),
    gender: registration.data?.gender ?? '',
    ageSource:
      age === null || !dateOfBirth
        ? null
        : t('From the date of birth, {date}', { date: formatDate(dateOfBirth) }),
  };
  return (
    <PrescriptionForm requestId={request._id} defaults={defaults} onCancel={onClose} onWritten={onWritten} />
  );
}
