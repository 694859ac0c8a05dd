export * from './iban.ts';
export * from './card-number.ts';
export * from './bank-account.ts';
export * from './ethereum-address.ts';
export * from './bitcoin-address.ts';
export * from './wallet-address.ts';
