import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { t } from '../../../lib/i18n';

interface AccountCardProps {
  icon: Icon;
  title: string;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  formError: string | null;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/** A single account setting on its own page, inside the app chrome: a form with Cancel and submit. */
export function AccountCard({
  icon: CardIcon,
  title,
  description,
  onSubmit,
  formError,
  submitLabel,
  submitting,
  submitDisabled,
  children,
}: AccountCardProps) {
  return (
    <Container size={560} px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'lg', sm: 32 }}>
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light">
              <CardIcon size={24} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </Stack>
          </Group>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="md">
              <FormErrorAlert message={formError} />
              {children}
              <Group justify="flex-end" gap="sm">
                <Button component={Link} to="/" variant="default">
                  {t('Cancel')}
                </Button>
                <Button type="submit" loading={submitting} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}
