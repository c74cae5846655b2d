/** Spec 000 §9: below this width the navigation moves into a bottom drawer. */
export const MOBILE_BREAKPOINT_PX = 768
