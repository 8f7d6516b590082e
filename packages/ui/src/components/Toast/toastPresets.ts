/**
 * docs/requirements.md §8 and §9: a refusal on a product card shows bottom-left for 2000 ms; in the
 * listing and detail flow it shows top-right for 3000 ms. "Left" and "right" are the reading
 * start and end, so Arabic mirrors them.
 */
export const toastPlacements = ['bottom-start', 'top-end'] as const;
export type ToastPlacement = (typeof toastPlacements)[number];

export const toastPresets = {
  card: { placement: 'bottom-start', duration: 2000 },
  flow: { placement: 'top-end', duration: 3000 },
} as const satisfies Record<string, { placement: ToastPlacement; duration: number }>;
