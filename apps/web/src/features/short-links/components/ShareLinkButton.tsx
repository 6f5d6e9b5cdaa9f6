import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { COPY_CONFIRMATION_MS, SHORT_LINK_MESSAGES, type ShortLinkKind } from '@carenet/shared';
import { useCreateShortUrl } from '../api';
import { errorMessage } from '../../../lib/api';
import { t, tm } from '../../../lib/i18n';

interface ShareLinkButtonProps {
  /** The page to share, as a path on this site ('/donationRequest/…'). */
  path: string;
  representsWhat: ShortLinkKind;
  referenceId: string;
}

/**
 * 'Share': asks for the page's short link, then shows it with a copy button that says 'Link copied' for
 * 2 seconds. The link is made on demand, so pages nobody shares get none.
 */
export function ShareLinkButton({ path, representsWhat, referenceId }: ShareLinkButtonProps) {
  const create = useCreateShortUrl();
  if (!create.data) {
    return (
      <Group gap="xs">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconShare size={16} />}
          loading={create.isPending}
          onClick={() => create.mutate({ url: path, representsWhat, referenceId })}
        >
          {t('Share')}
        </Button>
        {create.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(create.error)}
          </Text>
        )}
      </Group>
    );
  }
  const link = new URL(`/${create.data._id}`, window.location.origin).toString();
  return (
    <Group gap="xs" wrap="nowrap" maw="100%">
      <TextInput
        readOnly
        value={link}
        aria-label={t('Short link')}
        size="sm"
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={link} timeout={COPY_CONFIRMATION_MS}>
        {({ copied, copy }) => (
          <Button
            size="sm"
            variant="light"
            color={copied ? 'green' : undefined}
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            onClick={copy}
          >
            {copied ? tm(SHORT_LINK_MESSAGES.linkCopied) : t('Copy link')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
