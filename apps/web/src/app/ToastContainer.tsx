// The toasts' styles come with them, loaded on the first toast.
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts show: docs/api-contract.md, at the bottom, full width. */
export function ToastContainer() {
  return <Notifications position="bottom-center" containerWidth="100%" />;
}
