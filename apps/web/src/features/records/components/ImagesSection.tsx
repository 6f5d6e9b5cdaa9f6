import { Button, Card, Group, Title } from '@mantine/core';
import { IconPhoto, IconPhotoPlus } from '@tabler/icons-react';
import { RECORD_MESSAGES, type UploadedImageDto } from '@carenet/shared';
import { useState } from 'react';
import { ListQueryView } from '../../../components/ListQueryView';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { t, tm } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDeleteImage, useRecordImages, useSetProfileImage, type RecordsOwner } from '../api';
import { openPrivateFile } from '../../../lib/privateFiles';
import { ImageGallery } from './ImageGallery';
import { SectionEmpty, SectionSkeleton } from './SectionStates';

interface ImagesSectionProps {
  owner: RecordsOwner;
  /** Opens the image upload; absent where editing is not allowed. */
  onUpload?: () => void;
}

/** The uploaded images: open, and where editing is allowed set as profile image or delete (docs/screens-and-flows.md#flows). */
export function ImagesSection({ owner, onUpload }: ImagesSectionProps) {
  const query = useRecordImages(owner);
  const remove = useDeleteImage(owner.userId);
  const setProfile = useSetProfileImage(owner.userId);
  const [deleting, setDeleting] = useState<UploadedImageDto | null>(null);

  const open = (image: UploadedImageDto) =>
    void openPrivateFile(image, true, RECORD_MESSAGES.openFailed).catch((err: unknown) =>
      notifyFailure(errorMessage(err)),
    );
  const makeProfile = (image: UploadedImageDto) =>
    setProfile.mutate(image._id, {
      onSuccess: () => notifySuccess(tm(RECORD_MESSAGES.profileImageSet)),
      onError: (err) => notifyFailure(errorMessage(err)),
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => notifySuccess(tm(RECORD_MESSAGES.imageDeleted)),
      onError: (err) => notifyFailure(errorMessage(err)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Card padding="lg" shadow="xs" component="section" aria-labelledby="images-title">
      <Group justify="space-between" gap="sm" mb="md">
        <Title order={2} fz="lg" id="images-title">
          {t('Images')}
        </Title>
        {onUpload && (
          <Button size="xs" variant="light" leftSection={<IconPhotoPlus size={16} />} onClick={onUpload}>
            {t('Upload images')}
          </Button>
        )}
      </Group>
      <ListQueryView
        query={query}
        loading={<SectionSkeleton label={t('Loading images')} rows={2} />}
        failedTitle={t('We could not load the images')}
        empty={
          <SectionEmpty icon={IconPhoto} title={t('No images yet')}>
            {onUpload
              ? t(
                  'Add photos of a wound, a rash or a report, cropped to what matters. One can be your profile picture.',
                )
              : t('This patient has not uploaded any images.')}
          </SectionEmpty>
        }
      >
        {(images) => (
          <ImageGallery
            images={images}
            editable={Boolean(onUpload)}
            settingProfile={setProfile.isPending ? (setProfile.variables ?? null) : null}
            onOpen={open}
            onSetProfile={makeProfile}
            onDelete={setDeleting}
          />
        )}
      </ListQueryView>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('Delete this image?')}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting?.isProfileImage
          ? t('“{name}” will be deleted for good, and your profile will show no picture.', {
              name: deleting.name,
            })
          : t('“{name}” will be deleted for good.', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Card>
  );
}
