import { Table, Text } from '@mantine/core';
import type { ImportRowErrorDto } from '@carenet/shared';

/** The problems of a file, a line each: the spreadsheet's row number, the column, what to fix. */
export function RowErrorsTable({ errors, caption }: { errors: ImportRowErrorDto[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={420} maxHeight={420}>
      <Table striped stickyHeader>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Row</Table.Th>
            <Table.Th scope="col">Column</Table.Th>
            <Table.Th scope="col">Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((error, i) => (
            <Table.Tr key={`${error.row}-${error.field ?? ''}-${i}`}>
              <Table.Td>{error.row.toLocaleString('en-US')}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {error.field ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>{error.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
