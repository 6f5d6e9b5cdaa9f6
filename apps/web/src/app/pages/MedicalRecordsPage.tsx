import { Card, Container, Stack } from '@mantine/core';
import { IconFolderHeart, IconUserSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { NotFoundState } from '../../components/NotFoundState';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { PatientPageHeader } from '../../features/patients/components/PatientPageHeader';
import { useMedicalRecords, type RecordsOwner } from '../../features/records/api';
import { DocumentUploader } from '../../features/records/components/DocumentUploader';
import { DocumentsSection } from '../../features/records/components/DocumentsSection';
import { ImageUploader } from '../../features/records/components/ImageUploader';
import { ImagesSection } from '../../features/records/components/ImagesSection';
import { t } from '../../lib/i18n';

/**
 * /member/myMedicalRecords: the signed-in user's documents and images, with `ownerSection` (who can see
 * them) shown to their owner only. With ?userId, a patient's, read-only, for the doctors treating them
 * and administrators (docs/roles-and-permissions.md#who-may-do-what: editing only where allowed).
 */
export function MedicalRecordsPage({ ownerSection }: { ownerSection?: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  const requested = params.get('userId');
  const own = !requested || requested === session?._id;
  const owner: RecordsOwner = { userId: own ? (session?._id ?? '') : requested, own };
  const documents = useMedicalRecords(owner);
  const [uploader, setUploader] = useState<'document' | 'images' | null>(null);

  if (!own && documents.error instanceof ApiError && documents.error.statusCode === 404) {
    return (
      <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
        <NotFoundState icon={IconUserSearch} title={t('No records to show')}>
          {t(
            'Only the patient, the doctors treating them and CareNet administrators can see a patient’s medical records.',
          )}
        </NotFoundState>
      </Container>
    );
  }

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {/* The header keeps its own bottom margin, which is the card's bottom padding here. */}
        <Card padding="lg" pb={0} shadow="xs">
          <PatientPageHeader
            icon={IconFolderHeart}
            title={t('Medical Records')}
            patientId={own ? undefined : owner.userId}
          >
            {own
              ? t(
                  'Your documents and images. Only you, the doctors treating you and CareNet administrators can see them, and every reading is recorded.',
                )
              : t('Read-only. Your reading is recorded in the patient’s activity log.')}
          </PatientPageHeader>
        </Card>
        {own && ownerSection}
        <DocumentsSection owner={owner} onUpload={own ? () => setUploader('document') : undefined} />
        <ImagesSection owner={owner} onUpload={own ? () => setUploader('images') : undefined} />
      </Stack>
      {own && (
        <>
          <DocumentUploader
            userId={owner.userId}
            opened={uploader === 'document'}
            onClose={() => setUploader(null)}
          />
          <ImageUploader
            userId={owner.userId}
            opened={uploader === 'images'}
            onClose={() => setUploader(null)}
          />
        </>
      )}
    </Container>
  );
}
