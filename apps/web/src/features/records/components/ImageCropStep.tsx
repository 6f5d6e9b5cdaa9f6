import { Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconCrop, IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { errorMessage } from '../../../lib/api';
import { t, tm } from '../../../lib/i18n';
import { cropToPng, initialCrop } from '../crop';
import { useObjectUrl } from '../../../lib/useObjectUrl';

interface ImageCropStepProps {
  file: File;
  /** The image to add: the cropped PNG, or the picked file when it is used whole. */
  onDone: (image: File) => void;
  onBack: () => void;
}

/** docs/screens-and-flows.md#routes 'Resize Image': a crop frame that starts at 90 % with a 5 % margin (docs/files-and-uploads.md#image-variants), giving a PNG. */
export function ImageCropStep({ file, onDone, onBack }: ImageCropStepProps) {
  const src = useObjectUrl(file);
  const imageRef = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<PercentCrop>(initialCrop);
  // A browser shows no TIFF: such an image is uploaded whole and the server converts it.
  const [unshowable, setUnshowable] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const apply = async () => {
    if (!imageRef.current) return;
    setProblem(null);
    try {
      onDone(await cropToPng(imageRef.current, crop, file.name));
    } catch (err) {
      // cropToPng rejects with a plain Error holding a shared message ('Canvas is empty.'), not yet translated.
      setProblem(tm(errorMessage(err)));
    }
  };

  return (
    <Stack gap="md" mt="md">
      {unshowable ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={t('No preview for this image')}
        >
          {t('Your browser cannot show {name}, so it cannot be cropped here. It will be uploaded whole.', {
            name: file.name,
          })}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('Drag the frame or its corners to choose the part of {name} to keep.', { name: file.name })}
          </Text>
          <Center bg="gray.1" p="xs" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            {src && (
              <ReactCrop crop={crop} onChange={(_, percent) => setCrop(percent)} keepSelection ruleOfThirds>
                <img
                  ref={imageRef}
                  src={src}
                  alt={t('Crop {name}', { name: file.name })}
                  onError={() => setUnshowable(true)}
                  style={{ display: 'block', maxWidth: '100%', maxHeight: '60vh' }}
                />
              </ReactCrop>
            )}
          </Center>
        </>
      )}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('Back')}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={() => onDone(file)}>
            {t('Use the whole image')}
          </Button>
          {!unshowable && (
            <Button leftSection={<IconCrop size={16} />} onClick={() => void apply()}>
              {t('Crop')}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
