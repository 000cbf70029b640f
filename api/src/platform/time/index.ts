export { fairClock, fairDay, localHour, shiftDay, startOfFairDay } from './fair-day.ts';
