import {
  ActionIcon,
  Button,
  Container,
  Divider,
  FileButton,
  Group,
  Image,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react';
import { IMAGE_ACCEPT, RECORD_MAX_MB, RECORD_MESSAGES, imagesUploadedMessage } from '@carenet/shared';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../../components/notify';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { errorMessage } from '../../../lib/api';
import { t, tm } from '../../../lib/i18n';
import { useUploadImages } from '../api';
import { formatSize, imageProblem } from '../../../lib/files';
import { useObjectUrl } from '../../../lib/useObjectUrl';
import { ImageCropStep } from './ImageCropStep';

interface ImageUploaderProps {
  userId: string;
  opened: boolean;
  onClose: () => void;
}

const STEP = { add: 0, crop: 1, preview: 2 } as const;

/**
 * docs/screens-and-flows.md#flows image upload, full screen: Step 1 add images, Step 2 'Resize Image' (crop, optional),
 * Step 3 Preview; each image then joins the list of selected images, sent with 'Upload Image(s)'.
 */
export function ImageUploader({ userId, opened, onClose }: ImageUploaderProps) {
  const upload = useUploadImages(userId);
  // On a phone the step labels stand one above the other instead of wrapping across.
  const narrow = useFullScreenModal();
  const [active, setActive] = useState<number>(STEP.add);
  /** Picked images still to crop, the one being cropped first. */
  const [queue, setQueue] = useState<File[]>([]);
  const [preview, setPreview] = useState<File | null>(null);
  const [selected, setSelected] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(() => {
    if (!opened) return;
    setActive(STEP.add);
    setQueue([]);
    setPreview(null);
    setSelected([]);
    setProblem(null);
    setPercent(null);
  }, [opened]);

  const add = (files: File[]) => {
    const refused = files.map(imageProblem).find(Boolean) ?? null;
    setProblem(refused && tm(refused));
    setQueue((current) => [...current, ...files.filter((file) => !imageProblem(file))]);
  };

  const toCrop = () => {
    if (queue.length === 0) setProblem(tm(RECORD_MESSAGES.imagesRequired));
    else {
      setProblem(null);
      setActive(STEP.crop);
    }
  };

  const keep = () => {
    if (!preview) return;
    setSelected((current) => [...current, preview]);
    setPreview(null);
    const rest = queue.slice(1);
    setQueue(rest);
    setActive(rest.length > 0 ? STEP.crop : STEP.add);
  };

  const send = async () => {
    if (selected.length === 0) return setProblem(tm(RECORD_MESSAGES.imagesRequired));
    setProblem(null);
    setPercent(0);
    try {
      const count = await upload.mutateAsync({
        images: selected,
        onProgress: setPercent,
        onUploaded: (image) => setSelected((current) => current.filter((file) => file !== image)),
      });
      notifySuccess(tm(imagesUploadedMessage(count)));
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setPercent(null);
    }
  };
  const uploading = percent !== null;

  return (
    <Modal opened={opened} onClose={onClose} title={t('Upload images')} fullScreen closeOnEscape={!uploading}>
      <Container size="md" px={0} pb="xl">
        <Stepper
          active={active}
          size="sm"
          orientation={narrow ? 'vertical' : 'horizontal'}
          allowNextStepsSelect={false}
        >
          <Stepper.Step label={t('Step 1')} description={t('Add images')}>
            <Stack gap="md" mt="md">
              <Paper withBorder radius="md" p="lg" style={{ borderStyle: 'dashed' }}>
                <Stack align="center" gap="sm" ta="center">
                  <ThemeIcon size={56} radius="xl" variant="light">
                    <IconPhotoPlus size={30} />
                  </ThemeIcon>
                  <Text size="sm" c="dimmed" maw={400}>
                    {t(
                      'JPEG, GIF, PNG, BMP, TIFF, SVG or WebP, up to {max} MB each. You can crop each one next.',
                      {
                        max: RECORD_MAX_MB,
                      },
                    )}
                  </Text>
                  <FileButton onChange={add} accept={IMAGE_ACCEPT} multiple>
                    {(props) => <Button {...props}>{t('Add images')}</Button>}
                  </FileButton>
                </Stack>
              </Paper>
              {queue.length > 0 && (
                <Text size="sm" aria-live="polite">
                  {queue.length === 1
                    ? t('1 image to crop: {names}', { names: queue[0]?.name ?? '' })
                    : t('{count} images to crop: {names}', {
                        count: queue.length,
                        names: queue.map((file) => file.name).join(', '),
                      })}
                </Text>
              )}
              <Group justify="flex-end">
                <Button onClick={toCrop}>{t('Next')}</Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('Step 2')} description={t('Resize Image')}>
            {queue[0] && (
              <ImageCropStep
                key={`${queue[0].name}-${queue.length}`}
                file={queue[0]}
                onBack={() => setActive(STEP.add)}
                onDone={(image) => {
                  setPreview(image);
                  setActive(STEP.preview);
                }}
              />
            )}
          </Stepper.Step>
          <Stepper.Step label={t('Step 3')} description={t('Preview')}>
            {preview && <PreviewStep image={preview} onBack={() => setActive(STEP.crop)} onKeep={keep} />}
          </Stepper.Step>
        </Stepper>

        <Divider my="lg" />
        <Stack gap="md" component="section" aria-labelledby="selected-images-title">
          <Group justify="space-between" gap="sm">
            <Title order={2} fz="md" id="selected-images-title">
              {t('Selected images ({count})', { count: selected.length })}
            </Title>
            <Button leftSection={<IconUpload size={16} />} onClick={() => void send()} loading={uploading}>
              {t('Upload Image(s)')}
            </Button>
          </Group>
          {problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
          {uploading && (
            <Stack gap={4}>
              <Text size="sm">{t('Uploading… {percent}%', { percent: percent ?? 0 })}</Text>
              <Progress value={percent} aria-label={t('Upload progress')} animated />
            </Stack>
          )}
          {selected.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('Images you add, crop and preview are listed here until you upload them.')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
              {selected.map((image, index) => (
                <SelectedImage
                  key={`${image.name}-${index}`}
                  image={image}
                  disabled={uploading}
                  onRemove={() => setSelected((current) => current.filter((file) => file !== image))}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Container>
    </Modal>
  );
}

function PreviewStep({ image, onBack, onKeep }: { image: File; onBack: () => void; onKeep: () => void }) {
  const src = useObjectUrl(image);
  return (
    <Stack gap="md" mt="md">
      <Paper withBorder radius="md" p="xs" bg="gray.1">
        {src && (
          <Image src={src} alt={t('Preview of {name}', { name: image.name })} fit="contain" mah="55vh" />
        )}
      </Paper>
      <Text size="sm" c="dimmed">
        {image.name} · {formatSize(image.size)}
      </Text>
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('Back')}
        </Button>
        <Button onClick={onKeep}>{t('Add to the list')}</Button>
      </Group>
    </Stack>
  );
}

function SelectedImage({
  image,
  disabled,
  onRemove,
}: {
  image: File;
  disabled: boolean;
  onRemove: () => void;
}) {
  const src = useObjectUrl(image);
  return (
    <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }} aria-label={image.name}>
      {src && <Image src={src} alt={image.name} h={110} fit="cover" />}
      <Tooltip label={t('Remove')} withArrow>
        <ActionIcon
          pos="absolute"
          top={6}
          right={6}
          variant="white"
          color="gray"
          radius="xl"
          aria-label={t('Remove {name}', { name: image.name })}
          disabled={disabled}
          onClick={onRemove}
        >
          <IconX size={14} />
        </ActionIcon>
      </Tooltip>
      <Text size="xs" p={6} truncate>
        {image.name}
      </Text>
    </Paper>
  );
}
