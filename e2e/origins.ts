/** The two origins of the journeys: the guest app and, on a second port of the same process, the pay pages (issue 4). */
export const APP_PORT = 3100;
export const PAY_PORT = 3101;
export const appOrigin = `http://localhost:${APP_PORT}`;
export const payOrigin = `http://localhost:${PAY_PORT}`;
