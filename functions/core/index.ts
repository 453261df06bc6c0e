export * from './model';
export * from './ports';
export * from './errors';
export { createService, type GameService } from './service';
export { systemClock, randomIds } from './clock-ids';
export { signValue, unsignValue } from './auth';
