export const USER_SUBSCRIPTIONS_PATH = '/user/subscriptions';
export const MANAGE_SUBSCRIPTIONS_PATH = '/super_admin/manage_subscrptions';
