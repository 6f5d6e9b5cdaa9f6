import { Box, Paper, Stack, Table, Text } from '@mantine/core';
import type { ImportRowErrorDto } from '@carenet/shared';
import { useId } from 'react';
import { formatNumber, msg, t, tm } from '../../../lib/i18n';

/** Long lists scroll inside the card rather than pushing the rest of the page down. */
const MAX_HEIGHT = 420;
const REGION_LABEL = msg('Problems found in the file');

const rowNumber = (error: ImportRowErrorDto) => formatNumber(error.row);
const keyOf = (error: ImportRowErrorDto, i: number) => `${error.row}-${error.field ?? ''}-${i}`;

/**
 * The problems of a file, a line each: the spreadsheet's row number, the column, what to fix. A table
 * from 'sm' up; on a phone, where three columns do not fit, a card per problem. Each scrolls vertically
 * in a focusable, named region so a keyboard can scroll it too.
 */
export function RowErrorsTable({ errors, caption }: { errors: ImportRowErrorDto[]; caption: string }) {
  const captionId = useId();
  return (
    <Stack gap="xs">
      <Box
        visibleFrom="sm"
        role="region"
        aria-label={t(REGION_LABEL)}
        tabIndex={0}
        mah={MAX_HEIGHT}
        style={{ overflowY: 'auto' }}
      >
        <Table striped stickyHeader aria-describedby={captionId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Row')}</Table.Th>
              <Table.Th scope="col">{t('Column')}</Table.Th>
              <Table.Th scope="col">{t('Problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error, i) => (
              <Table.Tr key={keyOf(error, i)}>
                <Table.Td>{rowNumber(error)}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {error.field ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{tm(error.message)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Box
        hiddenFrom="sm"
        role="region"
        aria-label={t(REGION_LABEL)}
        aria-describedby={captionId}
        tabIndex={0}
        mah={MAX_HEIGHT}
        style={{ overflowY: 'auto' }}
      >
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {errors.map((error, i) => (
            <Paper component="li" key={keyOf(error, i)} withBorder p="sm" radius="md">
              <Text size="sm" fw={600}>
                {t('Row {row}', { row: rowNumber(error) })}
                {error.field && (
                  <>
                    {' · '}
                    <Text span size="sm" ff="monospace" fw={400} style={{ overflowWrap: 'anywhere' }}>
                      {error.field}
                    </Text>
                  </>
                )}
              </Text>
              <Text size="sm">{tm(error.message)}</Text>
            </Paper>
          ))}
        </Stack>
      </Box>
      <Text id={captionId} size="sm" c="dimmed">
        {caption}
      </Text>
    </Stack>
  );
}
