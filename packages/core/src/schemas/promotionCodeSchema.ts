import { object, string, type ObjectSchema } from 'yup';
import { VALIDATION, minLengthMessage } from './messages';

/** Minimum length of a promotion code (docs/requirements.md §5). */
export const PROMOTION_CODE_MIN_LENGTH = 9;

export interface PromotionCodeValues {
  code: string;
}

export const promotionCodeSchema: ObjectSchema<PromotionCodeValues> = object({
  code: string()
    .trim()
    .required(VALIDATION.required)
    .min(PROMOTION_CODE_MIN_LENGTH, minLengthMessage(PROMOTION_CODE_MIN_LENGTH)),
});
