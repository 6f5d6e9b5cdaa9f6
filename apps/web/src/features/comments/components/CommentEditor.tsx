import { zodResolver } from '../../../lib/zodResolver';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { COMMENT_MESSAGES, updateCommentSchema, type CommentDto } from '@carenet/shared';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { useEditComment } from '../api';
import { submitOnEnter } from '../submitOnEnter';
import { t, tm } from '../../../lib/i18n';

interface CommentEditorProps {
  comment: CommentDto;
  onDone: () => void;
}

/** The author's inline edit (docs/screens-and-flows.md#flows): Enter saves, Escape cancels; blank text is refused (docs/validation-and-limits.md). */
export function CommentEditor({ comment, onDone }: CommentEditorProps) {
  const edit = useEditComment();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(updateCommentSchema), defaultValues: { text: comment.text } });

  const save = handleSubmit(async (values) => {
    try {
      await edit.mutateAsync({ id: comment._id, body: values });
      notifySuccess(tm(COMMENT_MESSAGES.edited));
      onDone();
    } catch (err) {
      const message = applyServerErrors(err, setError, ['text']);
      if (message) setError('text', { type: 'server', message });
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap={6}>
        <Textarea
          aria-label={t('Edit comment')}
          description={t('Enter to save, Shift+Enter for a new line, Esc to cancel')}
          autosize
          minRows={1}
          maxRows={8}
          autoFocus
          error={errors.text?.message}
          // Escape cancels the edit only; without this the dialog around it would close too.
          data-mantine-stop-propagation="true"
          {...register('text')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            } else submitOnEnter(event, () => void save());
          }}
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="compact-sm" onClick={onDone} disabled={isSubmitting}>
            {t('Cancel')}
          </Button>
          <Button type="submit" size="compact-sm" loading={isSubmitting}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
