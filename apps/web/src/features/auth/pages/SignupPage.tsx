import { zodResolver } from '../../../lib/zodResolver';
import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconUserPlus } from '@tabler/icons-react';
import { MESSAGES, emailSchema, normalisePhone, signupFormSchema } from '@carenet/shared';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { PhoneField } from '../../../components/PhoneField';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { useOutsideSignInProvider } from '../outsideSignIn';
import { PasswordFields } from '../components/PasswordFields';
import { useAccountAvailability, useSignupSession, type Availability } from '../hooks/useAccountAvailability';
import { fillIn } from '../../../lib/fillIn';
import { t, tm } from '../../../lib/i18n';
import { EXAMPLE_EMAIL } from '../components/AccountField';
import { BusyIndicator } from '../../../components/BusyIndicator';

/** Loaded only when the outside sign-in is offered, so the screen's first load does not grow. */
const OutsideSignInButton = lazy(() => import('../components/OutsideSignInButton'));

/** docs/validation-and-limits.md: signups made here are recorded as coming from this product. */
const SOURCE_OF_SIGNUP = 'talhospitals';

function availabilitySection(status: Availability) {
  if (status === 'checking') return <BusyIndicator size={16} label={t('Checking')} />;
  if (status === 'available')
    return <IconCircleCheck size={18} color="var(--mantine-color-care-6)" aria-label={t('Available')} />;
  return null;
}

function availabilityMessage(status: Availability, takenMessage: string, failedMessage: string) {
  if (status === 'taken') return tm(takenMessage);
  if (status === 'error') return tm(failedMessage);
  return undefined;
}

export function SignupPage() {
  const navigate = useNavigate();
  const outsideProvider = useOutsideSignInProvider();
  // An invitation's link (/invitation#referral=…) leads here with the referrer's code and the invited address.
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('referralCode') ?? undefined;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: { first_name: '', last_name: '' },
      email: searchParams.get('email') ?? '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
  });

  const [email, phone, password] = useWatch({ control, name: ['email', 'phone', 'password'] });
  const signupStarted = useSignupSession();
  const emailStatus = useAccountAvailability(
    emailSchema.safeParse(email).success ? email.trim().toLowerCase() : null,
    signupStarted,
  );
  const phoneStatus = useAccountAvailability(phone ? normalisePhone(phone) : null, signupStarted);
  const emailError =
    errors.email?.message ??
    availabilityMessage(emailStatus, MESSAGES.emailTaken, MESSAGES.errorValidatingEmail);
  const phoneError =
    errors.phone?.message ??
    availabilityMessage(phoneStatus, MESSAGES.phoneTaken, MESSAGES.errorValidatingPhone);

  const onSubmit = handleSubmit(
    async (values) => {
      if (emailStatus === 'taken' || phoneStatus === 'taken') {
        setFormError(tm(MESSAGES.fixErrors));
        return;
      }
      setFormError(null);
      try {
        const result = await authApi.register({
          name: { first_name: values.name.first_name, last_name: values.name.last_name },
          email: values.email,
          phone: values.phone ? (normalisePhone(values.phone) ?? values.phone) : undefined,
          password: values.password,
          sourceOfSignup: SOURCE_OF_SIGNUP,
          referral_code: referralCode,
        });
        notifySuccess(result.message);
        // The answer names no account (the same when the address is taken): the code page needs only the address.
        await navigate(`/otp-validation?email=${encodeURIComponent(values.email)}`);
      } catch (err) {
        setFormError(
          applyServerErrors(err, setError, [
            'name.first_name',
            'name.last_name',
            'email',
            'phone',
            'password',
          ]),
        );
      }
    },
    () => setFormError(tm(MESSAGES.fixErrors)),
  );

  return (
    <AuthLayout
      title={t('Create your account')}
      subtitle={
        <>
          {t('Already on CareNet?')}{' '}
          <Anchor component={Link} to="/login" fw={600} size="sm">
            {t('Login')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('First name')}
              autoComplete="given-name"
              required
              error={errors.name?.first_name?.message}
              {...register('name.first_name')}
            />
            <TextInput
              label={t('Last name')}
              autoComplete="family-name"
              required
              error={errors.name?.last_name?.message}
              {...register('name.last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('E-mail')}
            type="email"
            autoComplete="email"
            placeholder={EXAMPLE_EMAIL}
            required
            error={emailError}
            rightSection={availabilitySection(emailStatus)}
            {...register('email')}
          />
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneField
                label={t('Phone number')}
                description={t('Optional. India or US numbers.')}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={phoneError}
                rightSection={availabilitySection(phoneStatus)}
              />
            )}
          />
          <PasswordFields
            label={t('Password')}
            confirmLabel={t('Confirm password')}
            value={password ?? ''}
            password={register('password')}
            confirm={register('confirmPassword')}
            passwordError={errors.password?.message}
            confirmError={errors.confirmPassword?.message}
          />
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field }) => (
              <Checkbox
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                error={errors.acceptTerms?.message}
                label={
                  <>
                    {fillIn(t('I agree to the {terms}'), {
                      terms: (
                        <Anchor component={Link} to="/termsandconditions" target="_blank" size="sm">
                          {t('terms and conditions')}
                        </Anchor>
                      ),
                    })}
                  </>
                }
              />
            )}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={isSubmitting}
            leftSection={<IconUserPlus size={18} />}
          >
            {t('Sign up')}
          </Button>
          {outsideProvider && (
            <Suspense fallback={null}>
              <OutsideSignInButton provider={outsideProvider} />
            </Suspense>
          )}
          <Text size="xs" c="dimmed" ta="center">
            {t('We will e-mail you a 6-digit code to verify your account.')}
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
