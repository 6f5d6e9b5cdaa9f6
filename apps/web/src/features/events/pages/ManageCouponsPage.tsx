import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  COUPON_PERCENT_MAX,
  COUPON_PERCENT_MIN,
  EVENT_PACKAGE_PLAN,
  createCouponSchema,
  type CouponDto,
} from '@carenet/shared';
import { useState, type FormEvent } from 'react';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifySuccess } from '../../../components/notify';
import { ApiError, errorMessage } from '../../../lib/api';
import { useAllCoupons, useCreateCoupon, useUpdateCoupon } from '../api';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { fieldErrors } from '../fieldErrors';

const EMPTY = {
  code: '',
  percent: 10 as number | string,
  packagePlan: EVENT_PACKAGE_PLAN,
  expiresOn: '',
  maxUses: '' as number | string,
};

function CreateCouponForm() {
  const create = useCreateCoupon();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The value is read while the event is live: React empties currentTarget before an updater runs.
  const set = (key: 'code' | 'packagePlan' | 'expiresOn') => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    // An emptied discount stays missing (refused with the schema's message), never a silent 0 %.
    const parsed = createCouponSchema.safeParse({
      code: values.code,
      percent: values.percent === '' ? undefined : Number(values.percent),
      packagePlan: values.packagePlan.trim() || null,
      expiresAt: values.expiresOn ? new Date(`${values.expiresOn}T23:59:59`).toISOString() : null,
      maxUses: values.maxUses === '' ? null : Number(values.maxUses),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const result = await create.mutateAsync(parsed.data);
      notifySuccess(result.message);
      setValues(EMPTY);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) {
        setErrors(Object.fromEntries(err.errors.map((item) => [item.path, item.message])));
      } else setFormError(errorMessage(err));
    }
  };

  return (
    <Card padding="lg" shadow="xs" withBorder>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('Create a coupon')}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('Create a coupon')}
          </Title>
          <FormErrorAlert message={formError} />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('Code')}
              withAsterisk
              value={values.code}
              onChange={set('code')}
              error={errors.code}
              miw={160}
            />
            <NumberInput
              label={t('Discount (%)')}
              withAsterisk
              min={COUPON_PERCENT_MIN}
              max={COUPON_PERCENT_MAX}
              // Out of range is refused with the schema's message, never quietly changed on blur.
              clampBehavior="none"
              value={values.percent}
              onChange={(percent) => setValues((v) => ({ ...v, percent }))}
              error={errors.percent}
              miw={120}
            />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('Plan (empty: any)')}
              value={values.packagePlan}
              onChange={set('packagePlan')}
              error={errors.packagePlan}
              miw={160}
            />
            <TextInput
              label={t('Expires after (optional)')}
              type="date"
              value={values.expiresOn}
              onChange={set('expiresOn')}
              error={errors.expiresAt}
              miw={160}
            />
            <NumberInput
              label={t('Use limit (optional)')}
              min={1}
              clampBehavior="none"
              value={values.maxUses}
              onChange={(maxUses) => setValues((v) => ({ ...v, maxUses }))}
              error={errors.maxUses}
              miw={120}
            />
          </Group>
          <Text size="sm">{t('Each person may use a coupon once.')}</Text>
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t('Create coupon')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

const expiry = (coupon: CouponDto) => (coupon.expiresAt ? formatDate(coupon.expiresAt) : t('Never'));

function CouponsTable() {
  const query = useAllCoupons();
  const update = useUpdateCoupon();
  if (query.isPending) return <Skeleton height={160} />;
  if (query.isError) return <LoadFailedAlert title={t('We could not load the coupons')} query={query} />;
  if (query.data.length === 0) return <Text>{t('No coupons yet. Create the first one below.')}</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Code')}</Table.Th>
            <Table.Th>{t('Discount')}</Table.Th>
            <Table.Th>{t('Plan')}</Table.Th>
            <Table.Th>{t('Expires')}</Table.Th>
            <Table.Th>{t('Uses')}</Table.Th>
            <Table.Th>{t('Active')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((coupon) => (
            <Table.Tr key={coupon._id}>
              <Table.Td>
                <Badge variant="outline" color="dark">
                  {coupon.code}
                </Badge>
              </Table.Td>
              <Table.Td>{coupon.percent}%</Table.Td>
              <Table.Td>{coupon.packagePlan ?? t('Any')}</Table.Td>
              <Table.Td>{expiry(coupon)}</Table.Td>
              <Table.Td>
                {coupon.maxUses !== null
                  ? t('{uses} of {max}', { uses: coupon.uses, max: coupon.maxUses })
                  : coupon.uses}
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={t('Coupon {code} active', { code: coupon.code })}
                  checked={coupon.active}
                  disabled={update.isPending}
                  onChange={(e) => update.mutate({ id: coupon._id, active: e.currentTarget.checked })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /admin/manageCoupons: administrators list, create, activate and deactivate discount codes. */
export function ManageCouponsPage() {
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('Manage Coupons')}</Title>
        <CouponsTable />
        <CreateCouponForm />
      </Stack>
    </Container>
  );
}
