/** One message as the listener received it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export function startSmtpListener(
  onMail: (mail: ReceivedMail) => void,
): Promise<{ port: number; close: () => Promise<void> }>;
