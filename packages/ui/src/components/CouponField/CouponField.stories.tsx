import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoEndpoints, heldForever, resetMockState, storyScenario } from '@rimal/mocks';
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

/** The empty field with its ABC123 placeholder, showing the shopper what a code looks like. */
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
    ...heldForever('get', `${demoEndpoints.shop}/varifyCode/:code`),
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

/** A 50% off code, typed in lower case: accepted, and the discount is passed on to the order. */
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

/** A winning gold coin code: the prize message tells the shopper to contact support to claim it. */
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

/** A winning mobile phone code: the same prize message with the phone named. */
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

/** A prize with no message of its own: its name is shown under "Your prize". */
export const ValidOtherPrize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await apply(canvasElement, 'WINTOTE001');
    await expect(await canvas.findByText('Tote bag')).toBeVisible();
    await expect(canvas.getByText('Your prize')).toBeVisible();
    await expect(args.onRecordChange).toHaveBeenLastCalledWith(demoRecord('WINTOTE001'));
  },
};

/** A valid code that wins nothing: applied, with no prize line, so no prize is promised. */
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

/** A wrong or used code: a red banner and the field marked invalid, and no discount reaches the order. */
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

/** A bad code after a good one removes the earlier discount, so the total never shows a stale one. */
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

/** Remove code drops the discount, empties the field and puts focus back for another try. */
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

/** Apply with nothing typed sends no request and puts the cursor in the field. */
export const EmptyCodeFocusesTheInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('textbox', { name: 'Coupon or prize code' })).toHaveFocus();
    await expect(canvas.queryByText('Loading...')).toBeNull();
  },
};

/** The shop cannot be reached: a retry offer instead of calling the code wrong, which would mislead. */
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

/** The first check fails on the network; Try again applies the code and clears the alert. */
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

/** Locked while the order is being paid, so the discount cannot change under the payment. */
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

/** A valid code applied in Arabic: the field and confirmation read right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'WIN50OFF01');
    await userEvent.click(canvas.getByRole('button', { name: 'تطبيق' }));
    await expect(await canvas.findByText('تم تطبيق الرمز')).toBeVisible();
  },
};

/** A wrong code in Arabic: the Arabic error banner, announced as an alert. */
export const ArabicInvalid: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'NOPE{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('رمز خاطئ أو مستخدم من قبل');
  },
};

/** A prize code applied with Enter in Japanese, to check the confirmation's face. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'WINGOLD001{Enter}');
    await expect(await canvas.findByText('コードが適用されました')).toBeVisible();
  },
};

/** A prize code applied in Hindi, to check Devanagari in the prize message. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'WINPHONE01{Enter}');
    await expect(await canvas.findByText('कोड लागू हो गया')).toBeVisible();
  },
};

/** A prize applied at phone width: the long prize message wraps under the field. */
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
