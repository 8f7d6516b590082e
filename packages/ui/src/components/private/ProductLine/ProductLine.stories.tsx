import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { excerpt, itemsTotal, mediaUrl, toFils, type CartLine } from '@rimal/core';
import { demoEndpoints } from '@rimal/mocks';
import { useFormatMoney } from '../../../hooks/useFormatMoney';
import { TrashIcon } from '../../../icons';
import { demoCart, longTitleLine, soldOutLine } from '../../../fixtures/catalog';
import { IconButton } from '../../IconButton';
import { ProductLine, productLineSizes } from './ProductLine';
import { ProductLineStepper } from './ProductLineStepper';

interface Args {
  line: CartLine;
  size: (typeof productLineSizes)[number];
  /** Whether the list adds its quantity stepper and remove under the details. */
  withControls: boolean;
  onQuantityChange: (id: number, quantity: number) => void;
}

/** A line as the lists fill it: the drawer's description and price, or the summary's total. */
function LineDemo({ line, size, withControls, onQuantityChange }: Args) {
  const { t } = useTranslation('shop');
  const formatMoney = useFormatMoney();
  const price = t('cart.lineQuantity', {
    quantity: line.quantity,
    price: formatMoney(toFils(line.price)),
  });
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxInlineSize: '26rem' }}>
      <ProductLine
        line={line}
        mediaHost={demoEndpoints.media}
        size={size}
        details={
          size === 'md' ? (
            <>
              <p>{excerpt(line.desc)}</p>
              <p>
                <strong>{price}</strong>
              </p>
            </>
          ) : (
            <p>{price}</p>
          )
        }
        end={formatMoney(itemsTotal([line]))}
        controls={
          withControls && (
            <>
              <ProductLineStepper
                line={line}
                onQuantityChange={onQuantityChange}
                decreaseLabel={t('cart.decrease', { title: line.title })}
                increaseLabel={t('cart.increase', { title: line.title })}
              />
              <IconButton
                size="sm"
                label={t('cart.remove', { title: line.title })}
                icon={<TrashIcon size="sm" />}
              />
            </>
          )
        }
      />
    </ul>
  );
}

const [twoDates] = demoCart([[90, 2]]) as [CartLine];
const [atCap] = demoCart([[99, 2]]) as [CartLine];

const meta = {
  title: 'Private/ProductLine',
  component: LineDemo,
  subcomponents: { ProductLine },
  args: { line: twoDates, size: 'md', withControls: true, onQuantityChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: productLineSizes } },
} satisfies Meta<typeof LineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const item = within(canvasElement).getByRole('listitem');
  const image = item.querySelector('img');
  const title = within(item).getByRole('heading', { level: 3 });
  return { item, image, title };
};

/** The drawer's line: the image is decoration (the title names the product), then details. */
export const Drawer: Story = {
  play: async ({ canvasElement }) => {
    const { item, image, title } = parts(canvasElement);
    await expect(title).toHaveTextContent(twoDates.title);
    await expect(item).toHaveAttribute('data-line-id', String(twoDates.id));
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('src', mediaUrl(demoEndpoints.media, twoDates.img!));
    await expect(image).toHaveAttribute('width', '72');
    await expect(within(item).getByText(twoDates.weight)).toBeVisible();
    await expect(within(item).getByText(excerpt(twoDates.desc))).toBeVisible();
    await expect(within(item).getByText('2 × AED 12.50')).toBeVisible();
    await expect(
      within(item).getByRole('button', { name: `Remove ${twoDates.title} from the cart` }),
    ).toBeVisible();
  },
};

/** The summary's compact line: a smaller image, and the line total at the end of the title row. */
export const Summary: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const { item, image, title } = parts(canvasElement);
    await expect(image).toHaveAttribute('width', '64');
    await expect(image!.getBoundingClientRect().width).toBeLessThan(
      item.getBoundingClientRect().width / 4,
    );
    const total = within(item).getByText('AED 25.00');
    await expect(total).toBeVisible();
    // The total sits on the title's row, after it.
    const titleBox = title.getBoundingClientRect();
    const totalBox = total.getBoundingClientRect();
    await expect(totalBox.top).toBeLessThan(titleBox.bottom);
    await expect(totalBox.left).toBeGreaterThanOrEqual(titleBox.right);
  },
};

/** Once payment has started the summary drops the stepper and remove: nothing left to press. */
export const WithoutControls: Story = {
  args: { size: 'sm', withControls: false },
  play: async ({ canvasElement }) => {
    const { item } = parts(canvasElement);
    await expect(within(item).queryByRole('button')).toBeNull();
    await expect(within(item).getByText('2 × AED 12.50')).toBeVisible();
  },
};

/** A product without an image keeps its square, so the lines stay aligned. */
export const WithoutImage: Story = {
  args: { line: { ...twoDates, img: null } },
  play: async ({ canvasElement }) => {
    const { item, image, title } = parts(canvasElement);
    await expect(image).toBeNull();
    const placeholder = item.firstElementChild!;
    const box = placeholder.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
    await expect(box.width).toBeGreaterThan(0);
    await expect(title.getBoundingClientRect().left).toBeGreaterThan(box.right);
  },
};

/** A long title wraps inside its column and pushes nothing out of the line. */
export const LongTitle: Story = {
  args: { line: longTitleLine },
  play: async ({ canvasElement }) => {
    const { item, title } = parts(canvasElement);
    await expect(title.getBoundingClientRect().height).toBeGreaterThan(
      parseFloat(getComputedStyle(title).lineHeight) * 1.5,
    );
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** In Arabic the image starts the line on the right and the weight keeps its own direction. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const { item, image, title } = parts(canvasElement);
    await expect(image!.getBoundingClientRect().left).toBeGreaterThan(
      title.getBoundingClientRect().right,
    );
    await expect(within(item).getByText(twoDates.weight).tagName).toBe('BDI');
  },
};

/** The stepper reports the line's id with the new quantity; the list keeps the cart. */
export const StepperReportsTheLine: Story = {
  play: async ({ canvasElement, args }) => {
    const item = within(parts(canvasElement).item);
    await userEvent.click(
      item.getByRole('button', { name: `Increase quantity of ${twoDates.title}` }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(twoDates.id, 3);
  },
};

/** At the cart rules' cap for the product there is no plus, only the minus. */
export const AtTheCap: Story = {
  args: { line: atCap },
  play: async ({ canvasElement }) => {
    const item = within(parts(canvasElement).item);
    await expect(item.queryByRole('button', { name: /Increase quantity of/ })).toBeNull();
    await expect(item.getByRole('button', { name: /Decrease quantity of/ })).toBeVisible();
  },
};

/** A line sold out since it was added: the marker stands where the stepper was; remove stays. */
export const SoldOut: Story = {
  args: { line: soldOutLine },
  play: async ({ canvasElement }) => {
    const { item } = parts(canvasElement);
    await expect(item).toHaveAttribute('data-sold-out', 'true');
    await expect(within(item).getByText('Sold out')).toBeVisible();
    await expect(within(item).queryByRole('button', { name: /quantity of/ })).toBeNull();
    await expect(
      within(item).getByRole('button', { name: `Remove ${soldOutLine.title} from the cart` }),
    ).toBeVisible();
  },
};

/** The compact summary line, sold out and locked: the marker alone in the controls row. */
export const SoldOutWithoutControls: Story = {
  args: { line: soldOutLine, size: 'sm', withControls: false },
  play: async ({ canvasElement }) => {
    const { item } = parts(canvasElement);
    await expect(within(item).getByText('Sold out')).toBeVisible();
    await expect(within(item).queryByRole('button')).toBeNull();
  },
};
