/** One message as the listener received it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /**
   * Each attached file with its content as UTF-8 text (an invitation's invite.ics), or in
   * base64 for any other file (an invoice's PDF).
   */
  attachments: { filename: string; contentType: string; content: string }[];
}

export function startSmtpListener(
  onMail: (mail: ReceivedMail) => void,
): Promise<{ port: number; close: () => Promise<void> }>;
