import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoEndpoints, resetMockState, storyScenario } from '@rimal/mocks';
import { demoRecord } from '../../fixtures/checkout';
import { CouponField } from './CouponField';

const meta = {
  title: 'Checkout/CouponField',
  component: CouponField,
  args: { onRecordChange: fn() },
  beforeEach: () => {
    resetMockState();
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '30rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponField>;

export default meta;
type Story = StoryObj<typeof meta>;

const apply = async (canvasElement: HTMLElement, code: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon or prize code' }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
};

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Coupon or prize code' });
    await expect(input).toHaveAttribute('placeholder', 'ABC123');
    await expect(args.onRecordChange).not.toHaveBeenCalled();
  },
};

/** The check never answers, so the picture always shows the waiting state. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get(`${demoEndpoints.shop}/varifyCode/:code`, () => delay('infinite'))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await apply(canvasElement, 'WIN50OFF01');
    await expect(await canvas.findByText('Loading...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ValidFiftyOff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await apply(canvasElement, 'win50off01');
    await expect(await canvas.findByText('Code applied')).toBeVisible();
    await expect(canvas.getByText('Enjoy 50% off your total purchase!')).toBeVisible();
    await expect(args.onRecordChange).toHaveBeenLastCalledWith(demoRecord('WIN50OFF01'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ValidGoldCoin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await apply(canvasElement, 'WINGOLD001');
    await expect(
      await canvas.findByText(
        'Congratulations, you won GOLD COIN! Please contact our support team to claim your prize.',
      ),
    ).toBeVisible();
    await expect(args.onRecordChange).toHaveBeenLastCalledWith(demoRecord('WINGOLD001'));
  },
};

export const ValidMobilePhone: Story = {
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'WINPHONE01');
    await expect(
      await within(canvasElement).findByText(
        'Congratulations, you won Mobile Phone! Please contact our support team to claim your prize.',
      ),
    ).toBeVisible();
  },
};

export const ValidOtherPrize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await apply(canvasElement, 'WINTOTE001');
    await expect(await canvas.findByText('Tote bag')).toBeVisible();
    await expect(canvas.getByText('Your prize')).toBeVisible();
    await expect(args.onRecordChange).toHaveBeenLastCalledWith(demoRecord('WINTOTE001'));
  },
};

export const NoPrizeRecord: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await apply(canvasElement, 'NOPRIZE001');
    await expect(await canvas.findByText('Code applied')).toBeVisible();
    await expect(canvas.queryByText('Your prize')).toBeNull();
    await expect(args.onRecordChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ code: 'NOPRIZE001', winItemName: null }),
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await apply(canvasElement, 'NOTACODE1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'wrong code or code already used',
    );
    const input = canvas.getByRole('textbox', { name: 'Coupon or prize code' });
    await expect(input).toHaveAccessibleDescription('Code not valid or Already Used');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRecordChange).not.toHaveBeenCalled();
  },
};

export const InvalidAfterValidDropsTheDiscount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await apply(canvasElement, 'WINGOLD001');
    await canvas.findByText('Code applied');
    const input = canvas.getByRole('textbox', { name: 'Coupon or prize code' });
    await userEvent.clear(input);
    await userEvent.type(input, 'USED000001{Enter}');
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(args.onRecordChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText('Code applied')).toBeNull();
  },
};

export const RemoveCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await apply(canvasElement, 'WIN50OFF01');
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove code' }));
    await expect(args.onRecordChange).toHaveBeenLastCalledWith(null);
    const input = canvas.getByRole('textbox', { name: 'Coupon or prize code' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const EmptyCodeFocusesTheInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('textbox', { name: 'Coupon or prize code' })).toHaveFocus();
    await expect(canvas.queryByText('Loading...')).toBeNull();
  },
};

export const NetworkError: Story = {
  parameters: { msw: storyScenario('shop:network') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await apply(canvasElement, 'WIN50OFF01');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not check this code right now.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(args.onRecordChange).not.toHaveBeenCalled();
  },
};

let verifyFailuresLeft = 0;

export const NetworkErrorThenRetry: Story = {
  beforeEach: () => {
    verifyFailuresLeft = 1;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(`${demoEndpoints.shop}/varifyCode/:code`, () => {
          if (verifyFailuresLeft === 0) return undefined;
          verifyFailuresLeft -= 1;
          return HttpResponse.error();
        }),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await apply(canvasElement, 'WINGOLD001');
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Code applied')).toBeVisible();
    await waitFor(() =>
      expect(args.onRecordChange).toHaveBeenLastCalledWith(demoRecord('WINGOLD001')),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Coupon or prize code' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'WIN50OFF01');
    await userEvent.click(canvas.getByRole('button', { name: 'تطبيق' }));
    await expect(await canvas.findByText('تم تطبيق الرمز')).toBeVisible();
  },
};

export const ArabicInvalid: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'NOPE{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('رمز خاطئ أو مستخدم من قبل');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'WINGOLD001{Enter}');
    await expect(await canvas.findByText('コードが適用されました')).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'WINPHONE01{Enter}');
    await expect(await canvas.findByText('कोड लागू हो गया')).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'WINGOLD001');
    await within(canvasElement).findByText('Code applied');
  },
};
