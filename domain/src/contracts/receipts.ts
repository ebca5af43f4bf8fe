import { z } from 'zod';
import { receiptNumberSchema } from '../schemas/receipt.js';

// Receipts and credit notes: the owner (or an admin) downloads the PDF, made on demand.
export const receiptsContracts = {
  getReceiptPdf: {
    input: z.object({ receiptId: receiptNumberSchema }),
    output: z.object({ filename: z.string(), contentType: z.literal('application/pdf'), base64: z.string() }),
  },
};
