/**
 * Double-submit anti-forgery token: the server sets this cookie (readable by our pages), and the web
 * client copies it into this header on every state-changing request.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
