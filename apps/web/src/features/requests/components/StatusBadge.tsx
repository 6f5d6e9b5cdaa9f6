import { Badge, Box, type BadgeProps } from '@mantine/core';
import { requestStatusInfo } from '@carenet/shared';
import { t, tm } from '../../../lib/i18n';

/** The label and colours of a status code; an unknown code still reads as something. */
function statusLook(status: number) {
  const info = requestStatusInfo(status);
  return {
    label: info ? tm(info.label) : t('Status {status}', { status }),
    shortLabel: info ? tm(info.shortLabel) : t('Status {status}', { status }),
    background: info?.background ?? '#F1F3F5',
    color: info?.color ?? '#495057',
  };
}

interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  status: number;
  /** docs/api-contract.md#entities-and-field-names short label ('Pending from Admin') where space is short. */
  short?: boolean;
}

/** A request status in its colours (packages/shared REQUEST_STATUSES). */
export function StatusBadge({ status, short, ...props }: StatusBadgeProps) {
  const look = statusLook(status);
  return (
    <Badge
      radius="sm"
      variant="filled"
      tt="none"
      // At least as wide as its label: a squeezed table cell must not cut 'Pending Approval' short.
      styles={{
        root: { background: look.background, color: look.color, flexShrink: 0, minWidth: 'max-content' },
      }}
      {...props}
    >
      {short ? look.shortLabel : look.label}
    </Badge>
  );
}

/**
 * docs/screens-and-flows.md#home-and-feed status ribbon: the card's top-right corner in the status colours. It stays in the header's
 * flow (pulled to the card edge) so a long author name truncates instead of running under it.
 */
export function StatusRibbon({ status, inset }: { status: number; inset: string }) {
  const look = statusLook(status);
  return (
    <Box
      title={look.label}
      fz="xs"
      fw={700}
      px="sm"
      py={6}
      style={{
        background: look.background,
        color: look.color,
        marginTop: `calc(-1 * ${inset})`,
        marginRight: `calc(-1 * ${inset})`,
        borderBottomLeftRadius: 'var(--mantine-radius-md)',
        whiteSpace: 'nowrap',
        flexShrink: 0,
        alignSelf: 'flex-start',
      }}
    >
      {look.shortLabel}
    </Box>
  );
}
