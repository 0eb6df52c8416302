/**
 * The credentials the payment simulator accepts, and which our provider code sends to it. Not secret:
 * the simulator moves no money, and it is refused in production.
 */
export const SIMULATOR_ACCOUNT = {
  bkash: {
    appKey: 'simulator-app-key',
    appSecret: 'simulator-app-secret',
    username: 'simulator-user',
    password: 'simulator-password',
  },
  sslcommerz: { storeId: 'simulatorstore', storePassword: 'simulatorstore@ssl' },
} as const;
