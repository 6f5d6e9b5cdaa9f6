import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  ActionIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconTrash, IconUserCircle } from '@tabler/icons-react';
import { IMAGE_VARIANT, type UploadedImageDto } from '@carenet/shared';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { PrivateImage } from './PrivateImage';

interface ImageGalleryProps {
  images: UploadedImageDto[];
  /** docs/roles-and-permissions.md#who-may-do-what: set as profile image and delete only where editing is allowed. */
  editable: boolean;
  /** The image being made the profile picture, if any. */
  settingProfile: string | null;
  onOpen: (image: UploadedImageDto) => void;
  onSetProfile: (image: UploadedImageDto) => void;
  onDelete: (image: UploadedImageDto) => void;
}

/** The uploaded images, each shown at its _776x435 variant; a click opens the whole image. */
export function ImageGallery({
  images,
  editable,
  settingProfile,
  onOpen,
  onSetProfile,
  onDelete,
}: ImageGalleryProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {images.map((image) => (
        <Card key={image._id} withBorder radius="md" padding={0} component="article" aria-label={image.name}>
          <UnstyledButton onClick={() => onOpen(image)} aria-label={t('Open {name}', { name: image.name })}>
            <PrivateImage
              url={image.resizedUrl}
              alt={image.name}
              ratio={IMAGE_VARIANT.width / IMAGE_VARIANT.height}
            />
          </UnstyledButton>
          <Stack gap={6} p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} truncate title={image.name}>
                {image.name}
              </Text>
              {image.isProfileImage && (
                <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                  {t('Profile image')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('Uploaded {date}', { date: formatDate(image.createdAt) })} · {image.width} × {image.height}
            </Text>
            {editable && (
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconUserCircle size={14} />}
                  disabled={image.isProfileImage}
                  loading={settingProfile === image._id}
                  onClick={() => onSetProfile(image)}
                >
                  {t('Set as profile image')}
                </Button>
                <Tooltip label={t('Delete')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('Delete {name}', { name: image.name })}
                    onClick={() => onDelete(image)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
