export * from '../form-defaults';
export * from './auth';
export * from './common-passwords';
export * from './feedback';
export * from './goal';
export * from './mood';
export * from './speech';
export * from './subscription';
