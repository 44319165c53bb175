export * from './audio';
export * from './billing';
export * from './goals';
export * from './reservations';
export * from './sessions';
export * from './speeches';
export * from './users';
export * from './wellbeing';
