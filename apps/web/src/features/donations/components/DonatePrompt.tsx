import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconLogin, IconUser } from '@tabler/icons-react';
import { DONATION_MESSAGES } from '@carenet/shared';
import { t, tm } from '../../../lib/i18n';

interface DonatePromptProps {
  opened: boolean;
  onClose: () => void;
  onGuest: () => void;
  onLogin: () => void;
}

/** The long login label wraps on a phone instead of running off the screen. */
const wrappingLabel = { root: { height: 'auto', minHeight: 42 }, label: { whiteSpace: 'normal' } } as const;

/** docs/screens-and-flows.md#flows Donate prompt, for a signed-out donor: give as a guest, or sign in so it is saved. */
export function DonatePrompt({ opened, onClose, onGuest, onLogin }: DonatePromptProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={t('Donate')} centered>
      <Stack gap="md">
        <Text>{tm(DONATION_MESSAGES.notLoggedInPrompt)}</Text>
        <Button
          variant="light"
          leftSection={<IconUser size={18} />}
          onClick={onGuest}
          fullWidth
          py={8}
          styles={wrappingLabel}
        >
          {tm(DONATION_MESSAGES.donateAsGuest)}
        </Button>
        <Button
          leftSection={<IconLogin size={18} />}
          onClick={onLogin}
          fullWidth
          py={8}
          styles={wrappingLabel}
        >
          {tm(DONATION_MESSAGES.loginToDonate)}
        </Button>
      </Stack>
    </Modal>
  );
}
