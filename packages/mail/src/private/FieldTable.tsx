import { mailColors } from '../layout/colors';
import { DATA_TABLE } from '../render';
import type { Direction } from '@rimal/i18n/mail';

export interface FieldTableProps {
  /** Label and value, in order; the values are the sender's and are shown as written. */
  rows: readonly (readonly [label: string, value: string])[];
  direction: Direction;
}

/**
 * Labelled values, one a row: a table, because mail programs lay out little else reliably, and
 * physical sides, because few of them know logical properties.
 */
export function FieldTable({ rows, direction }: FieldTableProps) {
  const start = direction === 'rtl' ? 'right' : 'left';
  return (
    <table
      className={DATA_TABLE}
      cellPadding={0}
      cellSpacing={0}
      style={{ width: '100%', borderCollapse: 'collapse' }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th
              align={start}
              style={{
                color: mailColors.muted,
                fontSize: '13px',
                fontWeight: 'normal',
                padding: '6px 0',
                [direction === 'rtl' ? 'paddingLeft' : 'paddingRight']: '16px',
                verticalAlign: 'top',
                whiteSpace: 'nowrap',
                borderBottom: `1px solid ${mailColors.rule}`,
              }}
            >
              {label}
            </th>
            <td
              dir="auto"
              align={start}
              style={{
                fontSize: '15px',
                padding: '6px 0',
                whiteSpace: 'pre-wrap',
                borderBottom: `1px solid ${mailColors.rule}`,
              }}
            >
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
