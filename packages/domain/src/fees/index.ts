export * from './amount-in-words';
export * from './discount';
export * from './hold-policy';
export * from './late-fee';
export * from './money';
export * from './receipt-serial';
export * from './schedule';
export * from './payable-now';
