/** An error answer of the local Stripe server, in Stripe's shape: `{ error: { type, message, code?, param? } }`. */
export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }

  get body() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}
