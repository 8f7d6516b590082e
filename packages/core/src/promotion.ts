/**
 * The promotion code's minimum length (docs/requirements.md §2.10 and §5.7). The field is shown
 * disabled and its value is never sent, so the rule is an attribute of the input, not a schema.
 */
export const PROMOTION_CODE_MIN_LENGTH = 9;
