import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useFormState, useWatch, type FieldPath } from 'react-hook-form';
import type { ProfileFormValues } from '../formValues';
import { SectionCard } from './SectionCard';
import type { AnyTimelineConfig } from './timelines';
import { t } from '../../../lib/i18n';

const MAX_ROWS = 50;

/** One repeatable list of the profile (experience, education…) as a card of editable rows. */
export function TimelineListField({ config }: { config: AnyTimelineConfig }) {
  const { control, register, getFieldState } = useFormContext<ProfileFormValues>();
  const formState = useFormState({ control, name: config.name });
  const { fields, append, remove } = useFieldArray({ control, name: config.name });
  const path = (index: number, key: string) =>
    `${config.name}.${index}.${key}` as FieldPath<ProfileFormValues>;
  const errorOf = (index: number, key: string) => getFieldState(path(index, key), formState).error?.message;

  return (
    <SectionCard
      id={config.name}
      title={t(config.title)}
      description={t(config.description)}
      icon={config.icon}
    >
      <Stack gap="sm">
        {fields.length === 0 && (
          <Text size="sm" c="dimmed" py="xs">
            {t(config.emptyText)}
          </Text>
        )}
        {fields.map((field, index) => (
          <Paper
            key={field.id}
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            bg="gray.0"
            data-testid={`${config.name}-row`}
          >
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.4 }}>
                {t(config.itemLabel)} {index + 1}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('Remove {item} {number}', {
                  item: t(config.title).toLowerCase(),
                  number: index + 1,
                })}
                onClick={() => remove(index)}
              >
                <IconTrash size={18} stroke={1.6} />
              </ActionIcon>
            </Group>
            <Stack gap="sm">
              <Textarea
                label={t(config.textLabel)}
                placeholder={t(config.placeholder)}
                withAsterisk
                autosize
                minRows={1}
                maxRows={4}
                {...register(path(index, config.textKey))}
                error={errorOf(index, config.textKey)}
              />
              {config.startKey && config.endKey && (
                <SpanInputs
                  startPath={path(index, config.startKey)}
                  endPath={path(index, config.endKey)}
                  startError={errorOf(index, config.startKey)}
                  endError={errorOf(index, config.endKey)}
                  ongoingLabel={config.ongoingLabel && t(config.ongoingLabel)}
                />
              )}
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={fields.length >= MAX_ROWS}
            onClick={() => append(config.emptyRow)}
          >
            {t(config.addLabel)}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}

interface SpanInputsProps {
  startPath: FieldPath<ProfileFormValues>;
  endPath: FieldPath<ProfileFormValues>;
  startError?: string;
  endError?: string;
  ongoingLabel?: string;
}

/** From and to months; the end month cannot be set before the start month. */
function SpanInputs({ startPath, endPath, startError, endError, ongoingLabel }: SpanInputsProps) {
  const { register, control } = useFormContext<ProfileFormValues>();
  const start = useWatch({ control, name: startPath });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput type="month" label={t('From')} {...register(startPath)} error={startError} />
      <TextInput
        type="month"
        label={t('To')}
        min={typeof start === 'string' && start ? start : undefined}
        description={ongoingLabel ? t('Leave empty if ongoing') : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...register(endPath)}
        error={endError}
      />
    </SimpleGrid>
  );
}
