export * from './amount-in-words';
export * from './discount';
export * from './hold-policy';
export * from './late-fee';
export * from './money';
export * from './payable-now';
export * from './receipt-serial';
export * from './schedule';
