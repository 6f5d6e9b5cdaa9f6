import { formatNumber } from '../../lib/i18n';

/** A count with thousands commas ('12,345'; Indian grouping in Hindi). */
export const formatCount = (value: number): string => formatNumber(value);

/** Chart colours, taken in turn by a chart's series. */
export const SERIES_COLORS = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.7',
  'lime.7',
  'pink.6',
  'indigo.6',
  'yellow.7',
];
export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length];
