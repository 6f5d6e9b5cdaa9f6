import { zodResolver } from '../../../lib/zodResolver';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import {
  ORGANIZATION_INVITATION_ROLES,
  ORGANIZATION_MESSAGES,
  organizationInviteSchema,
  type OrganizationInviteInput,
} from '@carenet/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { MEMBER_ROLE_LABELS } from '../format';
import { useInviteMember } from '../membersApi';
import { t, tm } from '../../../lib/i18n';

// Built at render time, so the labels are in the page's language.
const roleOptions = () =>
  ORGANIZATION_INVITATION_ROLES.map((role) => ({ value: role, label: t(MEMBER_ROLE_LABELS[role]) }));

/** Invites someone by e-mail to act for the facility, as an admin or a member. */
export function InviteMemberForm({ orgId }: { orgId: string }) {
  const invite = useInviteMember(orgId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OrganizationInviteInput, unknown, z.output<typeof organizationInviteSchema>>({
    resolver: zodResolver(organizationInviteSchema),
    defaultValues: { email: '', role: 'member' },
  });
  const { errors } = form.formState;

  const send = form.handleSubmit((values) => {
    setFormError(null);
    invite.mutate(values, {
      onSuccess: () => {
        notifySuccess(tm(ORGANIZATION_MESSAGES.invitationSent));
        form.reset();
      },
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['email', 'role'])),
    });
  });

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label={t('Invite someone')}>
      <FormErrorAlert message={formError} />
      <Group align="flex-start" gap="sm" mt={formError ? 'sm' : 0}>
        <TextInput
          label={t('E-mail address')}
          type="email"
          autoComplete="off"
          required
          style={{ flex: '1 1 220px' }}
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label={t('Role')}
              data={roleOptions()}
              allowDeselect={false}
              w={{ base: '100%', xs: 140 }}
              ref={field.ref}
              value={field.value ?? 'member'}
              onChange={(value) => field.onChange(value ?? 'member')}
              error={errors.role?.message}
            />
          )}
        />
        <Button
          type="submit"
          loading={invite.isPending}
          leftSection={<IconSend size={16} />}
          mt={{ base: 0, xs: 25 }}
          w={{ base: '100%', xs: 'auto' }}
        >
          {t('Send invitation')}
        </Button>
      </Group>
    </form>
  );
}
