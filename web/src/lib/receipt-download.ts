import { call } from './callable';

/**
 * Fetches a receipt's PDF from the server (owner or admin only) and saves it under its own name.
 * Shared by the credits billing history and the subscription invoices.
 */
export async function downloadReceipt(receiptId: string): Promise<void> {
  const { base64, filename, contentType } = await call('getReceiptPdf', { receiptId });
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Let the browser start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
