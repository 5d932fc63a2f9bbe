/** Spec §9 "Uploads and wizard" and "Other". */
export const MAX_UPLOAD_IMAGES = 20;
export const WIZARD_STEP_COUNT = 4;
export const PORTFOLIO_PREVIEW_COUNT = 4;
export const DEMO_ITEM_PRIORITY_MIN = 0;
export const DEMO_ITEM_PRIORITY_MAX = 10;
export const DELETION_PROCESSING_DAYS = 30;
export const MINIMUM_CLIENT_AGE = 18;
export const POLICY_LAST_UPDATED = 'October 2, 2025';
