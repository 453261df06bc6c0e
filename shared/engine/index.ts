export * from './types';
export * from './rng';
export * from './errors';
export * from './hash';
export * from './kernel';
export * from './bot';
export * from './clone';
