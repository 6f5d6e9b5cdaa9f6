import { zodResolver } from '../../../lib/zodResolver';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { createCommentSchema } from '@carenet/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { useSession } from '../../../lib/session';
import { useAddComment } from '../api';
import { submitOnEnter } from '../submitOnEnter';
import { useSignInFirst } from '../useSignInFirst';
import { t } from '../../../lib/i18n';

interface CommentComposerProps {
  requestId: string;
  /** The question a reply answers; none for a new question. */
  parentId?: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** What a signed-out visitor is told before going to /login (docs/validation-and-limits.md Forum). */
  signInMessage: string;
}

/** Adds a question or a reply. Posting needs a signed-in user, so a visitor is sent to sign in first. */
export function CommentComposer(props: CommentComposerProps) {
  const viewer = useSession();
  const signInFirst = useSignInFirst();
  if (!viewer) {
    return (
      <Group justify="flex-end">
        <Button leftSection={<IconSend size={16} />} onClick={() => signInFirst(props.signInMessage)}>
          {props.submitLabel}
        </Button>
      </Group>
    );
  }
  return <CommentForm {...props} />;
}

function CommentForm({ requestId, parentId, label, placeholder, submitLabel }: CommentComposerProps) {
  const add = useAddComment(requestId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createCommentSchema), defaultValues: { text: '', parentId } });

  const post = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await add.mutateAsync(values);
      reset();
      notifySuccess(result.message);
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['text']));
    }
  });

  return (
    <form onSubmit={(event) => void post(event)} noValidate>
      <Stack gap="xs">
        <FormErrorAlert message={formError} />
        <Textarea
          label={label}
          placeholder={placeholder}
          description={t('Enter to post, Shift+Enter for a new line')}
          autosize
          minRows={2}
          maxRows={6}
          error={errors.text?.message}
          {...register('text')}
          onKeyDown={(event) => submitOnEnter(event, () => void post())}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
