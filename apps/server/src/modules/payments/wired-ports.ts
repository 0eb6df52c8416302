import type { AppContext } from '../../context';
import { slot } from '../../lib/context-slots';
import { demoPaymentPorts } from './demo-payment-ports';
import type { PaymentPorts } from './payment-ports';

const PORTS = slot<PaymentPorts>('payment-ports');

/** The ports of this context: the demo ones unless the app wired others (the join replaces the default). */
export function paymentPorts(ctx: AppContext): PaymentPorts {
  return ctx.slots.get(PORTS, () => demoPaymentPorts(ctx));
}

/** Wires the ports of this context (the fees module's dues and ledger). */
export function setPaymentPorts(ctx: AppContext, ports: PaymentPorts): void {
  ctx.slots.set(PORTS, ports);
}
