// The parts of SSLCommerz's official package (sslcommerz-lts, plain JavaScript) that we use.
declare module 'sslcommerz-lts' {
  type Answer = Record<string, unknown>;
  /** Each call resolves to the parsed JSON answer, or to the Error it met (the package never rejects). */
  export default class SSLCommerzPayment {
    constructor(storeId: string, storePassword: string, live?: boolean);
    initURL: string;
    validationURL: string;
    transactionQueryByTransactionIdURL: string;
    refundURL: string;
    refundQueryURL: string;
    init(data: Record<string, string | number>): Promise<Answer | Error>;
    validate(data: { val_id: string }): Promise<Answer | Error>;
    transactionQueryByTransactionId(data: { tran_id: string }): Promise<Answer | Error>;
    /** Puts its fields into the address as given: the caller encodes them. */
    initiateRefund(data: {
      refund_amount: string;
      refund_remarks: string;
      bank_tran_id: string;
      refe_id: string;
    }): Promise<Answer | Error>;
    refundQuery(data: { refund_ref_id: string }): Promise<Answer | Error>;
  }
}
