import { Button, type ButtonProps } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { PRESCRIPTION_MESSAGES } from '@carenet/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { notifyFailure } from '../../../components/notify';
import { openPrescriptionPdf } from '../print';
import { t, tm } from '../../../lib/i18n';

/** docs/screens-and-flows.md#home-and-feed Print: the server's A4 PDF of the prescription, opened in a new tab. */
export function PrintButton({ prescriptionId, ...props }: { prescriptionId: string } & ButtonProps) {
  const [opening, setOpening] = useState(false);
  const print = async () => {
    setOpening(true);
    try {
      await openPrescriptionPdf(prescriptionId);
    } catch (err) {
      notifyFailure(errorMessage(err), tm(PRESCRIPTION_MESSAGES.printFailed));
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button leftSection={<IconPrinter size={16} />} loading={opening} onClick={() => void print()} {...props}>
      {t('Print')}
    </Button>
  );
}
