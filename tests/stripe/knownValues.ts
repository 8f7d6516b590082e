/**
 * The values a Stripe enum names. The SDK widens each enum with `string & {}` so that a value
 * added to the API later still type-checks; this takes that widening off again.
 */
export type Known<T> = T extends string ? (string extends T ? never : T) : never;

/**
 * Every value of a Stripe enum, as the SDK's types (generated from Stripe's OpenAPI spec) list
 * them: a list that leaves one out or names one the spec does not have fails to compile.
 */
export function knownValues<T>() {
  return <const V extends readonly Known<T>[]>(
    values: V & (Exclude<Known<T>, V[number]> extends never ? unknown : never),
  ): V => values;
}
