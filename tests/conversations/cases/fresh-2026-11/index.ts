import type { CaseInput } from '../../case-schema.ts';

/** HELD-OUT SET fresh-2026-11 (issue #23 item 8, decision 041): the cases come in the next commit. */
export default [] satisfies CaseInput[];
