export { fairDay } from './fair-day.ts';
