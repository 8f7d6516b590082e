import { formatMoney } from '@rimal/core';
import { mailColors } from '../layout/colors';
import { DATA_TABLE } from '../render';
import type { PlacedOrder } from '../placedOrder';
import type { MailWords } from '../texts';

export interface OrderLinesProps {
  order: PlacedOrder;
  words: MailWords;
}

const cell = { fontSize: '15px', padding: '8px 0', borderBottom: `1px solid ${mailColors.rule}` };

/** The order's lines, then its delivery charge, prize discount and total, in AED in the mail's language. */
export function OrderLines({ order, words }: OrderLinesProps) {
  const { t, language, direction } = words;
  const start = direction === 'rtl' ? 'right' : 'left';
  const end = direction === 'rtl' ? 'left' : 'right';
  const money = (fils: number) => formatMoney(fils, language);
  const heading = { ...cell, color: mailColors.muted, fontSize: '13px', fontWeight: 'normal' };
  const figures: [string, string, boolean][] = [
    [
      t('order.deliveryCharge'),
      order.deliveryCharge === 0 ? t('order.freeDelivery') : money(order.deliveryCharge),
      false,
    ],
    ...(order.discount > 0
      ? [[t('order.discount'), money(-order.discount), false] as [string, string, boolean]]
      : []),
    [t('order.total'), money(order.total), true],
  ];
  return (
    <table
      className={DATA_TABLE}
      cellPadding={0}
      cellSpacing={0}
      style={{ width: '100%', borderCollapse: 'collapse' }}
    >
      <thead>
        <tr>
          <th align={start} style={heading}>
            {t('order.item')}
          </th>
          <th align="center" style={heading}>
            {t('order.quantity')}
          </th>
          <th align={end} style={heading}>
            {t('order.unitPrice')}
          </th>
          <th align={end} style={heading}>
            {t('order.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={`${index}-${line.title}`}>
            <td dir="auto" align={start} style={cell}>
              {line.title}
            </td>
            <td align="center" style={cell}>
              {line.quantity.toLocaleString(language)}
            </td>
            <td align={end} style={{ ...cell, whiteSpace: 'nowrap' }}>
              {money(line.unitPrice)}
            </td>
            <td align={end} style={{ ...cell, whiteSpace: 'nowrap' }}>
              {money(line.unitPrice * line.quantity)}
            </td>
          </tr>
        ))}
        {figures.map(([label, value, isTotal]) => (
          <tr key={label}>
            <td
              colSpan={3}
              align={end}
              style={{
                ...cell,
                fontWeight: isTotal ? 'bold' : 'normal',
                [direction === 'rtl' ? 'paddingLeft' : 'paddingRight']: '16px',
              }}
            >
              {label}
            </td>
            <td
              align={end}
              style={{ ...cell, fontWeight: isTotal ? 'bold' : 'normal', whiteSpace: 'nowrap' }}
            >
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
