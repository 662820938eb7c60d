export const ALPHA = 'alpha';
