/** The body of every 400: a readable message naming the first bad field, and one message per field. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string>;
}
