import { Center, Skeleton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { usePrivateFile } from '../../../lib/usePrivateFile';
import { useObjectUrl } from '../../../lib/useObjectUrl';
import { t } from '../../../lib/i18n';

interface PrivateImageProps {
  url: string;
  alt: string;
  /** width / height of the frame the picture fills. */
  ratio: number;
}

/** An image of someone's records, fetched with the reader's token and shown from memory. */
export function PrivateImage({ url, alt, ratio }: PrivateImageProps) {
  const file = usePrivateFile(url);
  const src = useObjectUrl(file.data);

  const frame = { aspectRatio: String(ratio), width: '100%', display: 'block' } as const;
  if (file.isError) {
    return (
      <Center style={frame} bg="gray.1" aria-label={t('{alt} could not be loaded', { alt })}>
        <IconPhotoOff size={32} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  if (!src) return <Skeleton style={frame} radius={0} aria-label={t('Loading {alt}', { alt })} />;
  return <img src={src} alt={alt} style={{ ...frame, objectFit: 'cover' }} />;
}
