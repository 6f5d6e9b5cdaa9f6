import { t } from '../../lib/i18n';
/** '1 medicine', '3 medicines'. */
export const medicinesCount = (count: number): string =>
  count === 1 ? t('{count} medicine', { count }) : t('{count} medicines', { count });
