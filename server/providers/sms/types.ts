/** One text message as it leaves: an E.164 number and the words (decision 068). */
export interface OutgoingSms {
  /** The outbox row's id: the sandbox names its message after it. */
  id: string;
  to: string;
  body: string;
}

/**
 * Where text messages go: Twilio's Messages API with `SMS_PROVIDER=twilio`, else the local sandbox, which keeps
 * them in the database for the admin's SMS tab and sends nothing (decision 068).
 */
export interface SmsTransport {
  kind: 'twilio' | 'sandbox';
  /**
   * Delivers one message and answers the provider's id for it. Throws `SmsRefusedError` when the provider will
   * never take it (the number opted out with STOP, or is not a mobile number): the job does not retry those. Any
   * other throw (a 5xx, a 429, a network error) is retried by the send-sms job.
   */
  send(message: OutgoingSms): Promise<{ providerId: string }>;
}

/** The provider refused the message for good; `code` is its own (Twilio's 21610: the recipient sent STOP). */
export class SmsRefusedError extends Error {
  readonly code: number | null;
  /** The recipient asked for no more texts (STOP). */
  readonly isOptOut: boolean;
  constructor(message: string, code: number | null, isOptOut: boolean) {
    super(message);
    this.name = 'SmsRefusedError';
    this.code = code;
    this.isOptOut = isOptOut;
  }
}
