import { Table } from '@mantine/core';
import { formatCount } from '../format';

export interface CountColumn<R> {
  label: string;
  value: (row: R) => string | number;
}

interface CountTableProps<R> {
  /** Names the table for screen readers (the chart above it is hidden from them). */
  label: string;
  columns: CountColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
}

/** The numbers of a chart, readable without it; counts with thousands commas. */
export function CountTable<R>({ label, columns, rows, rowKey }: CountTableProps<R>) {
  return (
    // A native scroller that takes focus, so a keyboard can scroll a table wider than a phone.
    <Table.ScrollContainer minWidth={280} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table aria-label={label} striped withTableBorder verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={column.label} ta={index ? 'right' : 'left'}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column, index) => {
                const value = column.value(row);
                return (
                  // The row's name (a day such as 05-Mar-2025) stays on one line; a narrow screen scrolls.
                  <Table.Td
                    key={column.label}
                    ta={index ? 'right' : 'left'}
                    style={index ? undefined : { whiteSpace: 'nowrap' }}
                  >
                    {typeof value === 'number' ? formatCount(value) : value}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
