// Digital channels: retail mobile and online banking by vendor, feature and app rating.
export { DIGITAL_CHANNELS_ROUTES } from './routes';
