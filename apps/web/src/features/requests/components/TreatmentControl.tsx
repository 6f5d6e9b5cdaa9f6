import { Select } from '@mantine/core';
import {
  REQUEST_MESSAGES,
  TREATMENT_STATUSES,
  TREATMENT_STATUS_LABELS,
  type RequestDto,
  type TreatmentStatus,
} from '@carenet/shared';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { t, tm } from '../../../lib/i18n';
import { useUpdateRequest } from '../../../lib/requests';

const OPTIONS = TREATMENT_STATUSES.map((code) => ({ value: code, label: TREATMENT_STATUS_LABELS[code] }));

const isTreatmentStatus = (value: string | null): value is TreatmentStatus =>
  TREATMENT_STATUSES.some((code) => code === value);

/** docs/request-states.md#doctors-decision: the accepting doctor sets treatment in progress ('3') or completed ('4'). */
export function TreatmentControl({ request, withLabel }: { request: RequestDto; withLabel?: boolean }) {
  const update = useUpdateRequest(request._id, {
    onSaved: () => notifySuccess(tm(REQUEST_MESSAGES.requestUpdated)),
    onFailed: () => notifyFailure(tm(REQUEST_MESSAGES.updateFailed)),
  });
  const change = (value: string | null) => {
    if (isTreatmentStatus(value) && value !== request.requestStatusByDoctor) {
      update.mutate({ requestStatusByDoctor: value });
    }
  };
  return (
    <Select
      label={withLabel ? t('Treatment status') : undefined}
      aria-label={withLabel ? undefined : t('Treatment status')}
      placeholder={t('Set treatment status')}
      data={OPTIONS.map((option) => ({ ...option, label: tm(option.label) }))}
      value={request.requestStatusByDoctor}
      onChange={change}
      allowDeselect={false}
      disabled={update.isPending}
      size="xs"
      w={210}
      maw="100%"
      // Mantine keeps a closed Select's option list in the page and places it as the page mounts, a
      // forced style and layout pass (70 ms on a throttled phone, on every card of the feed that has
      // this control); the list is rendered when the Select opens instead.
      comboboxProps={{ keepMounted: false }}
    />
  );
}
