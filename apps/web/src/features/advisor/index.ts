// Advisor: an institution's performance against its peer group, section by section.
export { ADVISOR_ROUTES } from './routes';
