/** The message that starts the server's drain (see drainMessage.mjs). */
export declare const drainMessage: 'trilha:drain';
