/** Sends a text message to a mobile number (88 + local number). */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}
