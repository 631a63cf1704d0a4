export const APP_REVISION: string = __APP_REVISION__;
