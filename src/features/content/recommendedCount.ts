/** Spec §9: home recommends the first 4 products. */
export const RECOMMENDED_COUNT = 4
