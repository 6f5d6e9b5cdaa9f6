import { Alert, Button, Checkbox, Paper, Radio, Stack, Text } from '@mantine/core';
import {
  CONSENT_SCOPES,
  CONSENT_SCOPE_LABELS,
  CONSENT_STATEMENTS,
  PATIENT_MESSAGES,
  type ConsentScope,
} from '@carenet/shared';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { useGiveConsent } from '../../../lib/patients';
import { t, tm } from '../../../lib/i18n';

/**
 * Gives a consent: the patient picks what it is for, reads the words, and ticks that they agree. Scopes
 * already consented to are not offered again until withdrawn.
 */
export function ConsentForm({
  patientId,
  activeScopes,
}: {
  patientId: string;
  activeScopes: ConsentScope[];
}) {
  const give = useGiveConsent(patientId);
  const open = CONSENT_SCOPES.filter((scope) => !activeScopes.includes(scope));
  const [scope, setScope] = useState<ConsentScope | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ scope?: string; agreed?: string; form?: string }>({});

  if (!open.length) {
    return (
      <Alert color="green" variant="light" title={t('You have given every consent')}>
        {t('Withdraw one below if you change your mind.')}
      </Alert>
    );
  }

  const submit = () => {
    const found = {
      scope: scope ? undefined : tm(PATIENT_MESSAGES.consentScopeRequired),
      agreed: agreed ? undefined : tm(PATIENT_MESSAGES.consentMustAgree),
    };
    setErrors(found);
    if (!scope || !agreed) return;
    give.mutate(
      { scope, statement: CONSENT_STATEMENTS[scope], agreed: true },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message || tm(PATIENT_MESSAGES.consentRecorded));
          setScope(null);
          setAgreed(false);
        },
        onError: (err) => setErrors({ form: errorMessage(err) }),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <FormErrorAlert message={errors.form ?? null} />
        <Radio.Group
          label={t('What do you consent to?')}
          withAsterisk
          value={scope}
          onChange={(value) => setScope(value as ConsentScope)}
          error={errors.scope}
        >
          <Stack gap="xs" mt="xs">
            {open.map((option) => (
              <Radio key={option} value={option} label={tm(CONSENT_SCOPE_LABELS[option])} />
            ))}
          </Stack>
        </Radio.Group>
        {scope && (
          <Paper withBorder p="md" bg="gray.0" aria-label={t('Consent statement')}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {/* Shown in the page's language; the English words are what the record keeps. */}
              {tm(CONSENT_STATEMENTS[scope])}
            </Text>
          </Paper>
        )}
        <Checkbox
          label={t('I have read this and I agree')}
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          error={errors.agreed}
        />
        <div>
          <Button type="submit" loading={give.isPending}>
            {t('Give consent')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
